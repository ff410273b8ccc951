/**
 * A package's rows made ready for the deck on the page: each note's HTML cleaned to the card tag set
 * (DOMPurify needs the DOM the worker lacks) and checked against the deck's limits, a slice at a time
 * so that 20,000 notes never hold the page for long.
 */
import type { ParsedApkg } from './apkg';
import { cleanCardHtml } from './card-text';
import { checkNote, resultOf, type ImportResult, type ImportRow } from './import-result';

const SLICE = 400;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The import result of `parsed`; `onProgress` hears how many rows are checked. */
export async function checkParsedApkg(parsed: ParsedApkg, onProgress: (done: number, total: number) => void = () => {}): Promise<ImportResult> {
  const rows: ImportRow[] = [];
  for (let start = 0; start < parsed.rows.length; start += SLICE) {
    for (const raw of parsed.rows.slice(start, start + SLICE)) {
      if (!raw.note) rows.push({ row: raw.row, error: raw.error ?? 'This note could not be read.' });
      else rows.push(checkNote(raw.row, { ...raw.note, front: cleanCardHtml(raw.note.front), back: cleanCardHtml(raw.note.back) }));
    }
    onProgress(rows.length, parsed.rows.length);
    await nextTask();
  }
  return { ...resultOf(rows), media: parsed.media, source: parsed.source };
}
