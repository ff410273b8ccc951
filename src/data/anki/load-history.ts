/** Reading a learner's Anki package in the browser: in a worker (history.worker.ts), so a large collection does not freeze the page. */
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { ApkgError } from './apkg-error';
import type { HistoryWorkerMessage } from './history.worker';
import { megabytes, PACKAGE_LIMITS } from './package-limits';
import type { ReviewHistory } from './review-history';

/** The review history of package `file`. Rejects with an {@link ApkgError} (its reason a key the page words). */
export async function readHistoryFile(file: Blob): Promise<ReviewHistory> {
  if (file.size > PACKAGE_LIMITS.file) throw new ApkgError('historyTooLarge', { size: megabytes(file.size), limit: megabytes(PACKAGE_LIMITS.file) });
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ReviewHistory>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<HistoryWorkerMessage>) => {
      if (event.data.type === 'done') resolve(event.data.history);
      else reject(new ApkgError(event.data.problem.key, event.data.problem.params));
    };
    worker.onerror = () => reject(new ApkgError('readerMissing'));
    worker.postMessage(bytes, [bytes]);
  }).finally(() => worker.terminate());
}

/** Fetches the reader's WebAssembly while online, so the service worker keeps it for an offline read later. */
export function warmHistoryReader(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine) void fetch(wasmUrl).catch(() => undefined);
}
