/**
 * zstd as modern Anki packages use it (the collection, the media list, each media file), decoded with
 * fzstd block by block so that output past `limit` stops the decoding instead of filling memory.
 */
import { Decompress } from 'fzstd';
import { ApkgError } from './apkg-error';
import { megabytes } from './package-limits';

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

/** Whether `bytes` start a zstd frame. */
export const isZstd = (bytes: Uint8Array) => ZSTD_MAGIC.every((b, i) => bytes[i] === b);

/** The decoded `bytes` of entry `name`, at most `limit` bytes. Throws {@link ApkgError}. */
export function unzstd(bytes: Uint8Array, name: string, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Decompress((chunk) => {
    size += chunk.length;
    if (size > limit) throw new ApkgError('entryOverLimit', { name, limit: megabytes(limit) });
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('notDecompressed', { name });
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
