/** What an import of notes came to: each row's note or its error in words, and the notes to add. */
import { DECK_LIMITS, type DeckNote, type NoteKind } from '@contract/deck-authoring';
import { noteProblemWords } from '../../shared/contract-words';
import type { PackageImage } from './package-images';
import type { MediaSummary } from './package-media';
import { say } from '../../shared/import-words';

/** An imported note before it joins the deck: its id is decided when merged (by guid, see merge.ts). */
export type ImportedNote = Omit<DeckNote, 'id'>;

/** One row of the file: its number, and its note or what is wrong with it. */
export interface ImportRow {
  row: number;
  note?: ImportedNote;
  error?: string;
}

/** The rows of a file and the notes that can be imported (and, from a package, its media, the images to upload, and its collection). */
export interface ImportResult {
  rows: ImportRow[];
  notes: ImportedNote[];
  errors: number;
  media?: MediaSummary;
  images?: PackageImage[];
  source?: string;
}

/** The result of `rows`. */
export function resultOf(rows: ImportRow[]): ImportResult {
  const notes = rows.flatMap((r) => (r.note ? [r.note] : []));
  return { rows, notes, errors: rows.length - notes.length };
}

export { splitTags } from './split-tags';

/** The note of one row, or the error that keeps it out. */
export function checkNote(row: number, note: ImportedNote): ImportRow {
  if (note.front.length > DECK_LIMITS.text || note.back.length > DECK_LIMITS.text) return { row, error: say('fieldTooLong', { max: String(DECK_LIMITS.text) }) };
  if (note.tags.length > DECK_LIMITS.tags) return { row, error: say('tooManyTags', { n: String(note.tags.length), max: String(DECK_LIMITS.tags) }) };
  const longTag = note.tags.find((t) => t.length > DECK_LIMITS.tag);
  if (longTag) return { row, error: say('longTag', { tag: longTag.slice(0, 20), max: String(DECK_LIMITS.tag) }) };
  const problem = noteProblemWords(note);
  return problem ? { row, error: problem } : { row, note };
}

/** The kind of a note from its note type's name (Anki: 'Cloze', 'Basic (and reversed card)', …) and its text. */
export function kindOf(notetype: string, front: string): { kind: NoteKind; reversed: boolean } {
  const name = notetype.toLowerCase();
  if (name.includes('cloze') || (!name && /\{\{c\d+::/.test(front))) return { kind: 'cloze', reversed: false };
  return { kind: 'basic', reversed: name.includes('reverse') };
}
