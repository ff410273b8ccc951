/**
 * Due counts per deck for the dashboard. The scheduler (ts-fsrs, ~7 KB) is imported only once the
 * local reads are done, and only when some card has a review to replay: a card never reviewed is
 * new, and a new card is always due, so a learner who has not reviewed yet never loads it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DeckRow } from '@/data/db';

/** A deck with its number of cards and how many are due now. */
export interface DeckDue {
  deck: DeckRow;
  total: number;
  due: number;
}

/** Every deck on the device by title, with due counts at `now`; `undefined` while reading. */
export function useDeckDueCounts(now: Date): DeckDue[] | undefined {
  const time = now.getTime();
  return useLiveQuery(async () => {
    // Every read first: the live query tracks reads made before its first foreign await.
    const decks = await db.decks.toArray();
    const cards = await db.cards.toArray();
    const reviews = await db.reviews.toArray();
    const totals = new Map<string, number>();
    for (const card of cards) totals.set(card.deckId, (totals.get(card.deckId) ?? 0) + 1);
    const reviewed = new Set(reviews.map((review) => review.cardId));
    // No card with a review: every card is new, so every card is due (what replay would say too).
    let counts = totals;
    if (cards.some((card) => reviewed.has(card.id))) {
      // The module itself, not ../data/schedule: a re-export would be a chunk of its own in this load.
      const { dueCountsByDeck } = await import('@contract/flashcard-schedule');
      counts = dueCountsByDeck(cards, reviews, new Date(time));
    }
    return decks
      .map((deck) => ({ deck, total: totals.get(deck.id) ?? 0, due: counts.get(deck.id) ?? 0 }))
      .sort((a, b) => a.deck.title.localeCompare(b.deck.title));
  }, [time]);
}
