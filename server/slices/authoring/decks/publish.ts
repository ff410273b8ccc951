/**
 * Publishing a deck (issue 18, item 6; admin only, SPEC §6; the flow: authoring/publish.ts): the
 * author's notes become the deck's cards in one transaction, refused (409, with the server's version)
 * when the deck has moved on since the version the author started from. Each card keeps its id while its note and ordinal last (see
 * contract/deck-authoring.ts), so learners' reviews stay attached. A card no longer produced is
 * archived, never deleted (kept with its reviews and any review still queued on a device, removed from
 * learners' devices by a tombstone) and comes back with the same id if its note produces it again.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { cardIdOf, expandNote, type DeckContent, type DeckNote, type DeckVersion, type PublishDeckRequest, type PublishDeckResponse } from '../../../../contract/deck-authoring';
import type { Caller } from '../../../auth/caller';
import type { Database } from '../../../db/client';
import { flashcardDecks, flashcards } from '../../../db/schema';
import { refuse } from '../../../http/problem';
import { sanitizeCardHtml } from './card-html';
import { readDeckVersion } from './versions';
import { checkCourse, publishVersion, type AuthoringKind } from '../publish';

/** Decks for the publish flow. */
export const deckKind: AuthoringKind<DeckVersion> = {
  kind: 'deck',
  noun: 'deck',
  current: async (db, id) => (await db.select({ organisationId: flashcardDecks.organisationId, version: flashcardDecks.version }).from(flashcardDecks).where(eq(flashcardDecks.id, id)))[0],
  read: readDeckVersion,
};

type CardRow = typeof flashcards.$inferSelect;

/** The notes with their card HTML sanitised (what is stored and expanded). */
function cleanNotes(notes: DeckNote[]): DeckNote[] {
  return notes.map((note) => ({ ...note, front: sanitizeCardHtml(note.front), back: sanitizeCardHtml(note.back) }));
}

/** Records a deletion for learners' devices of a card that stays on the server (archived). */
async function tombstone(db: Database, caller: Caller, cardId: string): Promise<void> {
  await db.execute(sql`insert into sync_tombstones (organisation_id, table_name, row_id, version, user_id)
    values (${caller.organisationId}, 'cards', ${cardId}, pg_current_xact_id()::text::bigint, null)`);
}

/** Writes the cards `notes` produce; returns how many were added and removed. */
async function writeCards(db: Database, caller: Caller, deckId: string, notes: DeckNote[]): Promise<{ cards: number; added: number; removed: number }> {
  const existing = await db.select().from(flashcards).where(eq(flashcards.deckId, deckId));
  const byKey = new Map<string, CardRow>(existing.map((card) => [`${card.noteId ?? card.id}\u0000${card.ordinal}`, card]));
  const produced = notes.flatMap(expandNote);
  const kept = new Set<string>();
  let added = 0;
  for (const [index, card] of produced.entries()) {
    const values = { front: card.front, back: card.back, position: index + 1, noteId: card.noteId, ordinal: card.ordinal, kind: card.kind, format: 'html' as const, archived: false };
    const held = byKey.get(`${card.noteId}\u0000${card.ordinal}`);
    if (held) {
      kept.add(held.id);
      const same = (Object.keys(values) as (keyof typeof values)[]).every((key) => held[key] === values[key]);
      // An unchanged card is not written: its sync version stays, so devices are not sent it again.
      if (same) continue;
      await db.update(flashcards).set(values).where(eq(flashcards.id, held.id));
      if (held.archived) await db.execute(sql`delete from sync_tombstones where organisation_id = ${caller.organisationId} and table_name = 'cards' and row_id = ${held.id}`);
      if (held.archived) added += 1;
      continue;
    }
    const id = cardIdOf(card.noteId, card.ordinal);
    const [taken] = await db.select({ id: flashcards.id }).from(flashcards).where(and(eq(flashcards.id, id), ne(flashcards.deckId, deckId)));
    if (taken) throw refuse(422, 'card-id-elsewhere', { id });
    await db.insert(flashcards).values({ id, organisationId: caller.organisationId, deckId, ...values });
    kept.add(id);
    added += 1;
  }
  // Never deleted: a learner may still have an offline review of it on the way (reviews are never lost).
  const gone = existing.filter((card) => !kept.has(card.id) && !card.archived);
  for (const card of gone) {
    await db.update(flashcards).set({ archived: true }).where(eq(flashcards.id, card.id));
    await tombstone(db, caller, card.id);
  }
  return { cards: produced.length, added, removed: gone.length };
}

/**
 * Publishes `request.content` as deck `deckId`'s next version (version 1 of a new deck). Throws
 * `StaleVersion` when `baseVersion` is not the current version.
 */
export async function publishDeck(db: Database, caller: Caller, deckId: string, request: PublishDeckRequest): Promise<PublishDeckResponse> {
  const content: DeckContent = { ...request.content, notes: cleanNotes(request.content.notes) };
  await checkCourse(db, caller, content.courseId);
  return publishVersion(db, caller, deckKind, deckId, request.baseVersion, async (tx, version, existed) => {
    const settings = { title: content.title, description: content.description, courseId: content.courseId, notes: content.notes, version, updatedAt: new Date() };
    if (existed) await tx.update(flashcardDecks).set(settings).where(eq(flashcardDecks.id, deckId));
    else await tx.insert(flashcardDecks).values({ id: deckId, organisationId: caller.organisationId, ...settings });
    const counts = await writeCards(tx, caller, deckId, content.notes);
    return { deckId, version, ...counts };
  });
}
