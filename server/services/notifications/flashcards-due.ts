/**
 * How many of a learner's flashcards are due (issue 53's daily reminder): each card's state is
 * replayed from its reviews with FSRS exactly as src/data/flashcard-schedule.ts does on the device
 * (fuzz off, a new card created at the epoch); the server may not import the PWA, so these lines are
 * repeated here. Decks count once the learner has reviewed one of their cards; a card never reviewed is due.
 */
import { sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

const scheduler = fsrs({ enable_fuzz: false });

interface Review { cardId: string; deckId: string; rating: number; reviewedAt: string; id: string }

/** The deck with the most due cards and the total due, for `userId` at `now` (null: nothing due). */
export async function dueFlashcards(db: Database, userId: string, now: Date): Promise<{ deckId: string; due: number } | null> {
  const cards = await selectRows<{ id: string; deckId: string }>(db, sql`
    select f.id, f.deck_id as "deckId" from flashcards f
    where f.deck_id in (select distinct deck_id from flashcard_reviews where user_id = ${userId})`);
  if (cards.length === 0) return null;
  const reviews = await selectRows<Review>(db, sql`
    select id, card_id as "cardId", deck_id as "deckId", rating, reviewed_at::text as "reviewedAt"
    from flashcard_reviews where user_id = ${userId} order by reviewed_at, id`);
  const byCard = new Map<string, Review[]>();
  for (const review of reviews) byCard.set(review.cardId, [...(byCard.get(review.cardId) ?? []), review]);
  const dueByDeck = new Map<string, number>();
  for (const card of cards) {
    const state = (byCard.get(card.id) ?? []).reduce<Card>((current, review) =>
      scheduler.next(current, new Date(review.reviewedAt), Math.min(4, Math.max(1, review.rating)) as Grade).card, createEmptyCard(new Date(0)));
    if (state.due.getTime() <= now.getTime()) dueByDeck.set(card.deckId, (dueByDeck.get(card.deckId) ?? 0) + 1);
  }
  const [top] = [...dueByDeck].sort((a, b) => b[1] - a[1]);
  if (!top) return null;
  return { deckId: top[0], due: [...dueByDeck.values()].reduce((sum, n) => sum + n, 0) };
}
