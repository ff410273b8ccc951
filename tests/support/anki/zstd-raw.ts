/**
 * A zstd encoder for test fixtures only: a frame of raw (stored) blocks as RFC 8878 describes it
 * (magic, a frame header with a 128 KiB window and no content size, then blocks of at most 128 KiB).
 * The result is a valid zstd frame any decoder reads; it just does not compress.
 */
const BLOCK = 128 * 1024;

/** `data` as one zstd frame of raw blocks. */
export function zstdRaw(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / BLOCK));
  const out = new Uint8Array(6 + blocks * 3 + data.length);
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3]); // magic; descriptor 0 (no size, no checksum); window 2^17
  let at = 6;
  for (let i = 0; i < blocks; i += 1) {
    const chunk = data.subarray(i * BLOCK, (i + 1) * BLOCK);
    // Block header, 3 bytes little-endian: last flag, type 0 (raw), size.
    const header = (chunk.length << 3) | (i === blocks - 1 ? 1 : 0);
    out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff], at);
    out.set(chunk, at + 3);
    at += 3 + chunk.length;
  }
  return out;
}
