/**
 * The worker that reads a learner's Anki review history off the page's thread (review-history.ts):
 * it receives the file's bytes, loads sql.js (its wasm from our own assets) and posts the history or
 * the error in words.
 */
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError } from './apkg-error';
import { readReviewHistory, type ReviewHistory } from './review-history';

/** What the worker posts back. */
export type HistoryWorkerMessage = { type: 'done'; history: ReviewHistory } | { type: 'error'; message: string };

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    self.postMessage({ type: 'done', history: readReviewHistory(new Uint8Array(event.data), SQL) } satisfies HistoryWorkerMessage);
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof ApkgError ? error.message : 'The package could not be read.' } satisfies HistoryWorkerMessage);
  }
};
