/** Reading a learner's Anki package in the browser: in a worker (history.worker.ts), so a large collection does not freeze the page. */
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError } from './apkg-error';
import type { HistoryWorkerMessage } from './history.worker';
import { PACKAGE_LIMITS, sizeText } from './package-limits';
import type { ReviewHistory } from './review-history';

/** The review history of package `file`. Rejects with the reason in words. */
export async function readHistoryFile(file: Blob): Promise<ReviewHistory> {
  if (file.size > PACKAGE_LIMITS.file) throw new ApkgError(`This package is ${sizeText(file.size)}; at most ${sizeText(PACKAGE_LIMITS.file)} is read. Export the deck from Anki without its media.`);
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ReviewHistory>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<HistoryWorkerMessage>) => {
      if (event.data.type === 'done') resolve(event.data.history);
      else reject(new ApkgError(event.data.message));
    };
    worker.onerror = () => reject(new ApkgError('The package could not be read. Reading it needs the reader downloaded once: connect to the internet and try again.'));
    worker.postMessage(bytes, [bytes]);
  }).finally(() => worker.terminate());
}

/** Fetches the reader's WebAssembly while online, so the service worker keeps it for an offline read later. */
export function warmHistoryReader(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine) void fetch(wasmUrl).catch(() => undefined);
}
