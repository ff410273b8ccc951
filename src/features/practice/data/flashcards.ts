/**
 * Flashcards on this device: live reads of decks, cards and the learner's schedule of them, and the
 * one write, a review, appended locally with its card's schedule and queued as `card.review` in the
 * same transaction.
 */
import { useLiveQuery } from '@/data/live-query';
import { deckSchedules, schedulesPending, type CardScheduleRow } from '@/data/card-schedule-rows';
import { putReviews, replayedRows, reviewTables } from '@/data/card-schedules';
import { db, type CardRow, type DeckRow, type ReviewRow } from '@/data/db';
import { rowsWithAnyOf } from '@/data/rows-with-any-of';
import { enqueue } from '@/data/sync/outbox';
import './rollbacks';

export { lastOf } from '@/data/card-schedule-rows';

/** A deck, its cards by position and the schedule of those reviewed (by card id); null when the deck is not on this device. */
export interface DeckStudy {
  deck: DeckRow;
  cards: CardRow[];
  schedules: ReadonlyMap<string, CardScheduleRow>;
}

/**
 * The study material of one deck; `undefined` while the first read runs. The schedule is read as
 * kept (one row per reviewed card); until version 29's rows are made, replayed from the deck's log.
 */
export function useDeckStudy(deckId: string): DeckStudy | null | undefined {
  return useLiveQuery(async () => {
    const deck = await db.decks.get(deckId);
    if (!deck) return null;
    const cards = await db.cards.where('deckId').equals(deckId).sortBy('position');
    const rows = (await schedulesPending())
      ? replayedRows(await rowsWithAnyOf(db.reviews, 'cardId', cards.map((c) => c.id)))
      : await deckSchedules(deckId);
    return { deck, cards, schedules: new Map(rows.map((row) => [row.cardId, row])) };
  }, [deckId]);
}

/** Records a review of `card` (rating 1–4) now: appended to the local log and queued for the server. */
export async function reviewCard(card: Pick<CardRow, 'id' | 'deckId'>, rating: number, at = new Date()): Promise<ReviewRow> {
  const row: ReviewRow = { id: crypto.randomUUID(), cardId: card.id, deckId: card.deckId, rating, reviewedAt: at.toISOString() };
  await enqueue('card.review', { reviewId: row.id, cardId: row.cardId, deckId: row.deckId, rating, reviewedAt: row.reviewedAt }, {
    tables: reviewTables(),
    applyLocally: () => putReviews([row]),
  });
  return row;
}
