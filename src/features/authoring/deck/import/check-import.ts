/**
 * A package's rows made ready for the deck on the page: each note's HTML cleaned to the card tag set
 * (DOMPurify needs the DOM the worker lacks) and checked against the deck's limits, in slices of a
 * few milliseconds each, so that 20,000 notes never hold the page (however loaded the device is).
 */
import { nextTask } from '@/ui/after-paint';
import { ankiWords, loadAnkiWords } from '@/data/anki/apkg-words';
import type { ParsedApkg } from './apkg';
import { say } from '../../shared/import-words';
import { cleanCardHtml } from './card-text';
import { checkNote, resultOf, type ImportResult, type ImportRow } from './import-result';

/** How long one slice may run before the page gets its turn (well under a 50 ms long task). */
const SLICE_MS = 8;

/** The import result of `parsed`; `onProgress` hears how many rows are checked. */
export async function checkParsedApkg(parsed: ParsedApkg, onProgress: (done: number, total: number) => void = () => {}): Promise<ImportResult> {
  const rows: ImportRow[] = [];
  const total = parsed.rows.length;
  if (parsed.rows.some((raw) => !raw.note)) await loadAnkiWords();
  while (rows.length < total) {
    const until = performance.now() + SLICE_MS;
    do {
      const raw = parsed.rows[rows.length]!;
      if (!raw.note) rows.push({ row: raw.row, error: ankiWords(raw.problem ?? { key: 'noteUnreadable' }) });
      else rows.push(checkNote(raw.row, { ...raw.note, front: cleanCardHtml(raw.note.front), back: cleanCardHtml(raw.note.back) }));
    } while (rows.length < total && performance.now() < until);
    onProgress(rows.length, total);
    await nextTask();
  }
  // The images' skip reasons come from the worker as keys: worded here, in the language shown.
  const skipped = parsed.media.skipped.map(({ name, reason }) => ({ name, reason: say(reason.key, reason.params) }));
  return { ...resultOf(rows), media: { ...parsed.media, skipped }, images: parsed.images, source: parsed.source };
}
