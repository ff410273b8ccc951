/**
 * The worker that reads an Anki package off the page's thread: it receives the file's bytes, loads
 * sql.js (its wasm from our own assets), and posts progress, then the parsed package or the error
 * as a key and parameters (the page words them in the language shown). Messages: {@link ApkgWorkerMessage}.
 */
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError, parseApkg, type ApkgProgress, type ParsedApkg } from './apkg';
import type { AnkiProblem } from '@/data/anki/anki-english';

/** What the worker posts back: progress, the rows in chunks, then the rest of the package (or an error). */
export type ApkgWorkerMessage =
  | { type: 'progress'; progress: ApkgProgress }
  | { type: 'rows'; rows: ParsedApkg['rows'] }
  | { type: 'done'; parsed: Omit<ParsedApkg, 'rows'> }
  | { type: 'error'; problem: AnkiProblem };

/** Rows per message: the page decodes each message in one task, so 20,000 rows arrive as many short ones. */
const CHUNK = 500;

const post = (message: ApkgWorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    const { rows, ...rest } = parseApkg(new Uint8Array(event.data), SQL, (progress) => post({ type: 'progress', progress }));
    for (let at = 0; at < rows.length; at += CHUNK) post({ type: 'rows', rows: rows.slice(at, at + CHUNK) });
    // The images' bytes move to the page rather than being copied (each has a buffer of its own).
    self.postMessage({ type: 'done', parsed: rest } satisfies ApkgWorkerMessage, { transfer: rest.images.map((image) => image.bytes.buffer as ArrayBuffer) });
  } catch (error) {
    // Anything but our own errors (out of memory, a wasm failure) still gets a reason, never a stack; the page words it.
    post({ type: 'error', problem: error instanceof ApkgError ? error.problem : { key: 'unreadable' } });
  }
};
