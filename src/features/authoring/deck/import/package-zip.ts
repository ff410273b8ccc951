/**
 * The entries of an Anki package: the zip's central directory is read first (names and declared
 * sizes), a name that could escape the package (absolute, `..`, a backslash, a drive) refuses the
 * whole file, sizes are checked against {@link PACKAGE_LIMITS}, and only then are the wanted
 * entries inflated (fflate).
 */
import { unzipSync } from 'fflate';
import { ApkgError } from './apkg-error';
import { checkEntrySize, PACKAGE_LIMITS, sizeText } from './package-limits';

/** A name that stays inside the package: relative, no `..` segment, no backslash, no drive letter. */
export const isSafeEntryName = (name: string) => !/^[/\\]|^[a-z]:|\\|(^|\/)\.\.(\/|$)|\0/i.test(name);

const COLLECTIONS = new Set(['collection.anki21b', 'collection.anki21', 'collection.anki2', 'meta', 'media']);

/** The wanted entries of zip `bytes` (the collections, `meta`, `media`, and media files named by number). */
export function unzipPackage(bytes: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  let count = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        count += 1;
        if (!isSafeEntryName(file.name)) throw new ApkgError(`This package holds a file named "${file.name.slice(0, 80)}", which points outside the package; it is not read.`);
        if (count > PACKAGE_LIMITS.entries) throw new ApkgError(`This package holds more than ${PACKAGE_LIMITS.entries} files; it is not read.`);
        const wanted = COLLECTIONS.has(file.name) || /^\d+$/.test(file.name);
        if (!wanted) return false;
        const limit = file.name.startsWith('collection') ? PACKAGE_LIMITS.collection : file.name === 'meta' || file.name === 'media' ? PACKAGE_LIMITS.collection : PACKAGE_LIMITS.mediaFile;
        checkEntrySize(file.name, file.size, file.originalSize, limit);
        total += file.originalSize;
        if (total > PACKAGE_LIMITS.total) throw new ApkgError(`This package unpacks to more than ${sizeText(PACKAGE_LIMITS.total)}; it is not read.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('This file is not an Anki package (.apkg): it could not be unzipped. It may be damaged or only partly downloaded.');
  }
}
