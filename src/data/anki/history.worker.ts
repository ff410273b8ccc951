/**
 * The worker that reads a learner's Anki review history off the page's thread (review-history.ts):
 * it receives the file's bytes, loads sql.js (its wasm from our own assets) and posts the history or
 * the error as a key and parameters (the page words them in the language shown).
 */
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError } from './apkg-error';
import type { AnkiProblem } from './anki-english';
import { readReviewHistory, type ReviewHistory } from './review-history';

/** What the worker posts back. */
export type HistoryWorkerMessage = { type: 'done'; history: ReviewHistory } | { type: 'error'; problem: AnkiProblem };

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    self.postMessage({ type: 'done', history: readReviewHistory(new Uint8Array(event.data), SQL) } satisfies HistoryWorkerMessage);
  } catch (error) {
    self.postMessage({ type: 'error', problem: error instanceof ApkgError ? error.problem : { key: 'unreadable' } } satisfies HistoryWorkerMessage);
  }
};
