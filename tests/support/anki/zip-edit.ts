/** Zips edited for tests of bad packages: a declared size that lies. */

/** Zip `bytes` with entry `name`'s uncompressed size (local header and central directory) set to `size`. */
export function declareSize(bytes: Uint8Array, size: number, name: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const named = (at: number) => new TextDecoder().decode(bytes.subarray(at, at + name.length)) === name;
  for (let at = 0; at < bytes.length - 46; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === name.length && named(at + 30)) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === name.length && named(at + 46)) view.setUint32(at + 24, size, true);
  }
  return bytes;
}
