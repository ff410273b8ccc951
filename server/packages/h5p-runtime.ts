/**
 * The H5P player's files (issue 51): h5p-standalone 3.8.2's `dist`, kept in
 * runtime/h5p-standalone/ (MIT; its npm package runs a yarn-only preinstall, so it is copied, not a
 * dependency): main and frame bundles, styles,
 * fonts and images, served from the content origin at `/package-content/_runtime/h5p/<path>`, never
 * part of the app's bundle (the learner's first load does not grow). Read once, kept in memory.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeOf } from './content-types';

const dist = fileURLToPath(new URL('./runtime/h5p-standalone', import.meta.url));
const cache = new Map<string, { type: string; body: Uint8Array<ArrayBuffer> } | null>();

/** The file at `path` of the player's dist, or null (no such file, or a path that leaves the folder). */
export function h5pRuntimeFile(path: string): { type: string; body: Uint8Array<ArrayBuffer> } | null {
  if (path.length > 300 || !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(path)) return null;
  if (!cache.has(path)) {
    const file = join(dist, path);
    cache.set(path, statSync(file, { throwIfNoEntry: false })?.isFile() ? { type: contentTypeOf(path), body: new Uint8Array(readFileSync(file)) } : null);
  }
  return cache.get(path) ?? null;
}

/** Licence texts ship with the dist but no page loads them. */
const notLoaded = (path: string) => /(^|\/)LICENSE$|\.txt$/.test(path);

/** Every file of the player's dist a page may load (bundles, styles, fonts, images), as paths under it. */
export function h5pDistFiles(): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !notLoaded(path))
    .sort();
}

/**
 * What an H5P package needs of the runtime offline besides its own files: the player page and its
 * script, and the whole dist (h5p.css loads its fonts and throbber, the frame bundle its styles), read
 * from the folder so that a file added there is downloaded too.
 */
export const H5P_RUNTIME_URLS = ['h5p-player.html', 'h5p-player.js', ...h5pDistFiles().map((path) => `h5p/${path}`)]
  .map((name) => `/package-content/_runtime/${name}`);
