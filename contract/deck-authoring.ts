/**
 * Authoring flashcard decks (issue 18, item 6): a deck's content as its editor holds it (title,
 * description, course, notes), publishing with the version the author started from, and how notes
 * become the cards learners pull: a basic note gives one card (two when also reversed), a cloze note
 * one card per cloze number. A card's id is stable across edits (note id + ordinal), so a learner's
 * reviews stay attached to it.
 */
import { z } from 'zod';
import { clozeBack, clozeFront, clozeNumbers } from './cloze';
import { id, isoDateTime } from './fields';

/** Limits of one deck. */
export const DECK_LIMITS = { notes: 2000, text: 5000, tags: 20, tag: 50, noteId: 100 } as const;

export const noteKinds = ['basic', 'cloze'] as const;
export type NoteKind = (typeof noteKinds)[number];

const cardText = z.string().max(DECK_LIMITS.text);
const tag = z.string().trim().min(1).max(DECK_LIMITS.tag).regex(/^\S+$/, 'a tag has no spaces');

/** A note: a basic front/back (optionally also reversed), or a cloze text with an extra shown on the back. */
const noteShape = z.strictObject({
  id: z.string().regex(/^[\w-]{1,100}$/, 'must be letters, digits, - or _'),
  kind: z.enum(noteKinds),
  /** Basic: the front. Cloze: the text with `{{c1::…}}` deletions. Card HTML. */
  front: cardText,
  /** Basic: the back. Cloze: the extra shown under the answer. */
  back: cardText,
  /** Basic only: also a card from back to front. */
  reversed: z.boolean(),
  tags: z.array(tag).max(DECK_LIMITS.tags),
  /** The Anki guid it was imported with (a re-import updates this note). */
  guid: z.string().max(200).nullable(),
});
export type DeckNote = z.infer<typeof noteShape>;

/** What is wrong with a note, in words (null: nothing). */
export function noteProblem(note: Pick<DeckNote, 'kind' | 'front' | 'back'>): string | null {
  const code = noteProblemCode(note);
  return code && NOTE_PROBLEMS[code];
}

/** A note's problems in English (the server's words; the PWA words the code in the language shown). */
export const NOTE_PROBLEMS = {
  clozeDeletion: 'A cloze card needs at least one deletion like {{c1::answer}}.',
  front: 'The card needs a front.',
  back: 'The card needs a back.',
} as const;
export type NoteProblemCode = keyof typeof NOTE_PROBLEMS;

/** What is wrong with a note, as a code (null: nothing). */
export function noteProblemCode(note: Pick<DeckNote, 'kind' | 'front' | 'back'>): NoteProblemCode | null {
  if (note.kind === 'cloze') return clozeNumbers(note.front).length ? null : 'clozeDeletion';
  if (!note.front.trim()) return 'front';
  return note.back.trim() ? null : 'back';
}

/** A note as an author publishes it. */
export const deckNoteSchema = noteShape.superRefine((note, ctx) => {
  const problem = noteProblem(note);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['front'] });
});

const contentShape = {
  title: z.string().max(200),
  description: z.string().max(10_000),
  courseId: id.nullable(),
};
/** A deck as its editor publishes it. */
export const deckContentSchema = z.strictObject({
  ...contentShape,
  title: z.string().trim().min(1, 'The deck needs a title.').max(200),
  notes: z
    .array(deckNoteSchema)
    .max(DECK_LIMITS.notes)
    .refine((notes) => new Set(notes.map((n) => n.id)).size === notes.length, 'Two notes have the same id.'),
});
/** A deck as the server stores and sends it (read as stored). */
export const storedDeckContentSchema = z.object({ ...contentShape, notes: z.array(noteShape) });
export type DeckContent = z.infer<typeof storedDeckContentSchema>;

/** `POST /api/admin/decks/:deckId/publish`. `baseVersion`: the version the author started from (null: a new deck). */
export const publishDeckRequestSchema = z.strictObject({ baseVersion: z.int32().min(1).nullable(), content: deckContentSchema });
export type PublishDeckRequest = z.infer<typeof publishDeckRequestSchema>;

/** A deck's current version (`GET /api/admin/decks/:deckId`, and the 409 of a stale publish). */
export const deckVersionSchema = z.object({ deckId: id, version: z.number().int().min(1), updatedAt: isoDateTime, content: storedDeckContentSchema });
export type DeckVersion = z.infer<typeof deckVersionSchema>;

/** The answer of a publish refused because the deck has moved on. */
export const staleDeckVersionSchema = z.object({ status: z.literal(409), detail: z.string(), server: deckVersionSchema });

/** The answer of a publish: the new version and how many cards learners now have, were added, and were hidden. */
export const publishDeckResponseSchema = z.object({
  deckId: id,
  version: z.number().int().min(1),
  cards: z.number().int().min(0),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type PublishDeckResponse = z.infer<typeof publishDeckResponseSchema>;

/** One card a note yields: its ordinal within the note (`1`, `r`, `c2`) and learner-ready HTML. */
export interface ExpandedCard {
  noteId: string;
  ordinal: string;
  kind: NoteKind;
  front: string;
  back: string;
}

/** The card id of ordinal `ordinal` of note `noteId` (stable: the same note and ordinal keep their id across edits). */
export const cardIdOf = (noteId: string, ordinal: string) => `${noteId}:${ordinal}`;

/** The cards of one note, in order: basic `1` (and `r` when reversed), cloze `c1`, `c2`, … one per number. */
export function expandNote(note: Pick<DeckNote, 'id' | 'kind' | 'front' | 'back' | 'reversed'>): ExpandedCard[] {
  if (note.kind === 'cloze') {
    const extra = note.back.trim() ? `<br><br>${note.back}` : '';
    return clozeNumbers(note.front).map((n) => ({ noteId: note.id, ordinal: `c${n}`, kind: 'cloze', front: clozeFront(note.front, n), back: clozeBack(note.front, n) + extra }));
  }
  const cards: ExpandedCard[] = [{ noteId: note.id, ordinal: '1', kind: 'basic', front: note.front, back: note.back }];
  if (note.reversed) cards.push({ noteId: note.id, ordinal: 'r', kind: 'basic', front: note.back, back: note.front });
  return cards;
}
