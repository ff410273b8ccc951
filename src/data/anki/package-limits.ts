/**
 * What a package may hold before anything is inflated: sizes are read from the zip's central
 * directory (and zstd output is counted as it is decoded), so a zip bomb is refused, not unpacked.
 */
import { ApkgError } from './apkg-error';

const MiB = 1024 * 1024;

/**
 * Limits of what is read from one package (`file`: the package itself, read whole into memory;
 * a 20,000-note collection is ~10 MB; `list`: `meta` and
 * `media`; `image`: one image brought to the course's media, `images`: all of them together).
 */
export const PACKAGE_LIMITS = { file: 1024 * MiB, total: 512 * MiB, collection: 256 * MiB, list: 32 * MiB, image: 10 * MiB, images: 100 * MiB, ratio: 1000, entries: 200_000 } as const;

/** A size as words ("3 MB"). */
export const sizeText = (bytes: number) => `${Math.ceil(bytes / MiB)} MB`;

/** A size in whole megabytes, as a reason's parameter ('3', written as it is in every language, as `sizeText`). */
export const megabytes = (bytes: number) => String(Math.ceil(bytes / MiB));

/** Throws when an entry's declared size or compression ratio passes the limits. */
export function checkEntrySize(name: string, size: number, originalSize: number, limit: number): void {
  if (originalSize > limit) throw new ApkgError('entryTooLarge', { name, size: megabytes(originalSize), limit: megabytes(limit) });
  // Deflate cannot shrink real data past ~1:1000; more is a crafted bomb.
  if (originalSize > MiB && originalSize > size * PACKAGE_LIMITS.ratio) throw new ApkgError('zipBomb', { name });
}
