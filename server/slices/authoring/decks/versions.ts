/**
 * A deck's current version as its editor reads it: the deck's settings and its notes. A deck never
 * published from the editor (seeded, or older than it) has no notes stored: each of its cards is
 * read as a basic note whose id is the card's, so publishing it keeps every card's id.
 */
import { and, asc, eq } from 'drizzle-orm';
import { storedDeckContentSchema, type DeckNote, type DeckVersion } from '../../../../contract/deck-authoring';
import type { Database } from '../../../db/client';
import { flashcardDecks, flashcards } from '../../../db/schema';
import { HttpError } from '../../../http/problem';
import { textToCardHtml } from './card-html';

/** The notes of a deck without stored notes: one basic note per card (in their order). */
async function notesFromCards(db: Database, deckId: string): Promise<DeckNote[]> {
  const cards = await db
    .select({ id: flashcards.id, noteId: flashcards.noteId, front: flashcards.front, back: flashcards.back, format: flashcards.format })
    .from(flashcards)
    .where(and(eq(flashcards.deckId, deckId), eq(flashcards.archived, false)))
    .orderBy(asc(flashcards.position), asc(flashcards.id));
  const html = (text: string, format: string) => (format === 'html' ? text : textToCardHtml(text));
  return cards.map((card) => ({
    id: card.noteId ?? card.id, kind: 'basic', front: html(card.front, card.format), back: html(card.back, card.format), reversed: false, tags: [], guid: null,
  }));
}

/** The organisation's deck `deckId` as its current version, or null. */
export async function readDeckVersion(db: Database, organisationId: string, deckId: string): Promise<DeckVersion | null> {
  const [deck] = await db.select().from(flashcardDecks).where(and(eq(flashcardDecks.id, deckId), eq(flashcardDecks.organisationId, organisationId)));
  if (!deck) return null;
  const notes = deck.notes ?? (await notesFromCards(db, deckId));
  const parsed = storedDeckContentSchema.safeParse({ title: deck.title, description: deck.description, courseId: deck.courseId, notes });
  if (!parsed.success) throw new HttpError(500, 'A stored deck could not be read.');
  return { deckId, version: deck.version, updatedAt: deck.updatedAt.toISOString(), content: parsed.data };
}
