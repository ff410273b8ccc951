/**
 * Flashcards on this device: live reads of decks, cards and the learner's review log, and the one
 * write, a review, appended locally and queued as `card.review` in the same transaction.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CardRow, type DeckRow, type ReviewRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import './rollbacks';

/** A deck, its cards by position and every review of them; null when the deck is not on this device. */
export interface DeckStudy {
  deck: DeckRow;
  cards: CardRow[];
  reviews: ReviewRow[];
}

/** The study material of one deck; `undefined` while the first read runs. */
export function useDeckStudy(deckId: string): DeckStudy | null | undefined {
  return useLiveQuery(async () => {
    const deck = await db.decks.get(deckId);
    if (!deck) return null;
    const cards = await db.cards.where('deckId').equals(deckId).sortBy('position');
    const reviews = await db.reviews.where('cardId').anyOf(cards.map((c) => c.id)).toArray();
    return { deck, cards, reviews };
  }, [deckId]);
}

/** Records a review of `card` (rating 1–4) now: appended to the local log and queued for the server. */
export async function reviewCard(card: Pick<CardRow, 'id' | 'deckId'>, rating: number, at = new Date()): Promise<ReviewRow> {
  const row: ReviewRow = { id: crypto.randomUUID(), cardId: card.id, deckId: card.deckId, rating, reviewedAt: at.toISOString() };
  await enqueue('card.review', { reviewId: row.id, cardId: row.cardId, deckId: row.deckId, rating, reviewedAt: row.reviewedAt }, {
    tables: [db.reviews],
    applyLocally: () => db.reviews.add(row),
  });
  return row;
}
