/**
 * How many of a learner's flashcards are due (issue 53's daily reminder), counted by the same replay
 * the device runs (contract/flashcard-schedule.ts). Decks count once the learner has reviewed one of
 * their cards; a card never reviewed is due.
 */
import { sql } from 'drizzle-orm';
import { dueCountsByDeck, type ReviewEntry } from '../../../contract/flashcard-schedule';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** The deck with the most due cards and the total due, for `userId` at `now` (null: nothing due). */
export async function dueFlashcards(db: Database, userId: string, now: Date): Promise<{ deckId: string; due: number } | null> {
  const cards = await selectRows<{ id: string; deckId: string }>(db, sql`
    select f.id, f.deck_id as "deckId" from flashcards f
    where f.deck_id in (select distinct deck_id from flashcard_reviews where user_id = ${userId})`);
  if (cards.length === 0) return null;
  const reviews = await selectRows<ReviewEntry>(db, sql`
    select id, card_id as "cardId", rating, reviewed_at::text as "reviewedAt"
    from flashcard_reviews where user_id = ${userId}`);
  const dueByDeck = [...dueCountsByDeck(cards, reviews, now)].filter(([, due]) => due > 0);
  const [top] = dueByDeck.sort((a, b) => b[1] - a[1]);
  if (!top) return null;
  return { deckId: top[0], due: dueByDeck.reduce((sum, [, n]) => sum + n, 0) };
}
