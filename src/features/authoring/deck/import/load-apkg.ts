/**
 * Reading an `.apkg` in the browser: the package is parsed in a worker (apkg.worker.ts, which fetches
 * sql.js and its wasm the first time, never precached), so a 20,000-note deck does not freeze the
 * page; the notes are then cleaned and checked on the page a slice at a time (check-import.ts).
 */
import type { ParsedApkg } from './apkg';
import type { ApkgWorkerMessage } from './apkg.worker';
import { checkParsedApkg } from './check-import';
import type { ImportResult } from './import-result';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../../messages/en';
import { ApkgError } from '@/data/anki/apkg-error';

export { readerErrorWords } from '@/data/anki/apkg-words';
import { PACKAGE_LIMITS, megabytes } from '@/data/anki/package-limits';
import { formatNumber } from '@/ui/number';

/** Progress of a package being read: a fraction 0–1 and what is happening, in words. */
export interface ReadProgress {
  fraction: number;
  text: string;
}

/** The notes of the package `file`; `onProgress` hears each step. Rejects with an {@link ApkgError} (readerErrorWords words it). */
export async function readApkgFile(file: Blob, onProgress: (p: ReadProgress) => void = () => {}): Promise<ImportResult> {
  // The whole file is read into memory (unzipping needs it): a larger one is refused before it is read.
  if (file.size > PACKAGE_LIMITS.file) throw new ApkgError('tooLarge', { size: megabytes(file.size), limit: megabytes(PACKAGE_LIMITS.file) });
  const t = i18n.getFixedT(null, authoringNs);
  onProgress({ fraction: 0, text: t('progress.unpacking') });
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./apkg.worker.ts', import.meta.url), { type: 'module' });
  const rows: ParsedApkg['rows'] = [];
  const parsed = await new Promise<ParsedApkg>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ApkgWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'rows') rows.push(...message.rows);
      else if (message.type === 'done') resolve({ ...message.parsed, rows });
      else if (message.type === 'error') reject(new ApkgError(message.problem.key, message.problem.params));
      else if (message.progress.total) {
        const { done, total } = message.progress;
        onProgress({ fraction: (0.8 * done) / total, text: t('progress.readingNotes', { done: formatNumber(done), total: formatNumber(total) }) });
      }
    };
    worker.onerror = () => reject(new ApkgError('unreadable'));
    worker.postMessage(bytes, [bytes]);
  }).finally(() => worker.terminate());
  return checkParsedApkg(parsed, (done, total) =>
    onProgress({ fraction: 0.8 + (0.2 * done) / total, text: t('progress.checkingCards', { done: formatNumber(done), total: formatNumber(total) }) }));
}
