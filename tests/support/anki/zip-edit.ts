/** Zips edited for tests of bad packages: a declared size that lies, a damaged entry. */

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

/** Zip `bytes` with entry `name` marked deflated and its data made an invalid deflate stream (a damaged file). */
export function damageEntry(bytes: Uint8Array, name: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const named = (at: number) => new TextDecoder().decode(bytes.subarray(at, at + name.length)) === name;
  for (let at = 0; at < bytes.length - 46; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === name.length && named(at + 30)) {
      view.setUint16(at + 8, 8, true);
      // Block type 3 is reserved: no inflater reads past it.
      bytes[at + 30 + name.length + view.getUint16(at + 28, true)] = 0xff;
    }
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === name.length && named(at + 46)) view.setUint16(at + 10, 8, true);
  }
  return bytes;
}
