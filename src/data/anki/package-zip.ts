/**
 * The entries of an Anki package: the zip's central directory is read first (names and declared
 * sizes), a name that could escape the package (absolute, `..`, a backslash, a drive) refuses the
 * whole file, sizes are checked against {@link PACKAGE_LIMITS}, and only then are the wanted
 * entries inflated (fflate; an entry whose declared size is a lie is cut at that size).
 */
import { unzipSync } from 'fflate';
import { ApkgError } from './apkg-error';
import { checkEntrySize, megabytes, PACKAGE_LIMITS } from './package-limits';

/** A name that stays inside the package: relative, no `..` segment, no backslash, no drive letter. */
export const isSafeEntryName = (name: string) => !/^[/\\]|^[a-z]:|\\|(^|\/)\.\.(\/|$)|\0/i.test(name);

const WANTED = new Set(['collection.anki21b', 'collection.anki21', 'collection.anki2', 'meta', 'media']);

/** A package unpacked: the entries read (collections, `meta`, `media`) and the names of all entries. */
export interface PackageEntries {
  files: Record<string, Uint8Array>;
  names: Set<string>;
}

/**
 * The entries of zip `bytes`. Media files ("0", "1", …) are only named here: the images the notes
 * show are read afterwards (package-images.ts), and nothing else is ever inflated (a large video in
 * a deck costs nothing).
 */
export function unzipPackage(bytes: Uint8Array): PackageEntries {
  const names = new Set<string>();
  let total = 0;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        if (!isSafeEntryName(file.name)) throw new ApkgError('outsidePath', { name: file.name.slice(0, 80) });
        if (names.size > PACKAGE_LIMITS.entries) throw new ApkgError('tooManyFiles', { max: String(PACKAGE_LIMITS.entries) });
        if (!WANTED.has(file.name)) return false;
        checkEntrySize(file.name, file.size, file.originalSize, file.name === 'meta' || file.name === 'media' ? PACKAGE_LIMITS.list : PACKAGE_LIMITS.collection);
        total += file.originalSize;
        if (total > PACKAGE_LIMITS.total) throw new ApkgError('unpacksTooMuch', { limit: megabytes(PACKAGE_LIMITS.total) });
        return true;
      },
    });
    return { files, names };
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('notZip');
  }
}
