/** A folder of fixture files as the zip a system would export (tests of QTI packages, issue 50). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

function filesOf(root: string, folder = root): [string, Uint8Array][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesOf(root, path) : [[relative(root, path).split('\\').join('/'), new Uint8Array(readFileSync(path))] as [string, Uint8Array]];
  });
}

/** The files under `tests/support/question-banks/<folder>` zipped, paths relative to it; `extra` adds or replaces entries. */
export function zipFixture(folder: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ ...Object.fromEntries(filesOf(join('tests/support/question-banks', folder))), ...extra });
}
