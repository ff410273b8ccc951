/**
 * The H5P player's files (issue 51): h5p-standalone 3.8.2's `dist`, kept in
 * runtime/h5p-standalone/ (MIT; its npm package runs a yarn-only preinstall, so it is copied, not a
 * dependency): main and frame bundles, styles,
 * fonts and images, served from the content origin at `/package-content/_runtime/h5p/<path>`, never
 * part of the app's bundle (the learner's first load does not grow). Read once, kept in memory.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

/** What an H5P package needs of the runtime offline besides its own files. */
export const H5P_RUNTIME_URLS = ['h5p-player.html', 'h5p-player.js', 'h5p/main.bundle.js', 'h5p/frame.bundle.js', 'h5p/styles/h5p.css']
  .map((name) => `/package-content/_runtime/${name}`);
