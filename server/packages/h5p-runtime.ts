/**
 * The H5P player's files (issue 51): h5p-standalone's `dist` (main and frame bundles, styles,
 * fonts, images), served from the content origin at `/package-content/_runtime/h5p/<path>`, never
 * part of the app's bundle (the learner's first load does not grow). Read once, kept in memory.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentTypeOf } from './content-types';

const dist = join(dirname(createRequire(import.meta.url).resolve('h5p-standalone/package.json')), 'dist');
const cache = new Map<string, { type: string; body: Uint8Array } | null>();

/** The file at `path` of the player's dist, or null (no such file, or a path that leaves the folder). */
export function h5pRuntimeFile(path: string): { type: string; body: Uint8Array } | null {
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
