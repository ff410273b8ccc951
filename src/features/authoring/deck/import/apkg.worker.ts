/**
 * The worker that reads an Anki package off the page's thread: it receives the file's bytes, loads
 * sql.js (its wasm from our own assets), and posts progress, then the parsed package or the error
 * in words. Messages: {@link ApkgWorkerMessage}.
 */
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError, parseApkg, type ApkgProgress, type ParsedApkg } from './apkg';

/** What the worker posts back. */
export type ApkgWorkerMessage = { type: 'progress'; progress: ApkgProgress } | { type: 'done'; parsed: ParsedApkg } | { type: 'error'; message: string };

const post = (message: ApkgWorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    const parsed = parseApkg(new Uint8Array(event.data), SQL, (progress) => post({ type: 'progress', progress }));
    post({ type: 'done', parsed });
  } catch (error) {
    // Anything but our own errors (out of memory, a wasm failure) still gets a sentence, never a stack.
    post({ type: 'error', message: error instanceof ApkgError ? error.message : 'The package could not be read.' });
  }
};
