/**
 * Reading an `.apkg` in the browser: sql.js and its wasm (served from our own assets, never
 * precached) are fetched the first time a package is chosen, so no other screen carries them.
 */
import type { ImportResult } from './import-result';

/** The notes of the package `file`. */
export async function readApkgFile(file: Blob): Promise<ImportResult> {
  const [{ default: initSqlJs }, { default: wasmUrl }, { parseApkg }] = await Promise.all([
    import('sql.js'),
    import('sql.js/dist/sql-wasm-browser.wasm?url'),
    import('./apkg'),
  ]);
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  return parseApkg(new Uint8Array(await file.arrayBuffer()), SQL);
}
