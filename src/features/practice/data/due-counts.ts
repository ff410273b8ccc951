/**
 * Due counts per deck for the dashboard, from each reviewed card's kept schedule
 * (src/data/card-schedule-rows.ts): one row per card, no replay, and no scheduler loaded. Until
 * version 29's rows are made from the reviews stored (before the next pull), the log is replayed
 * as before: the scheduler (ts-fsrs, ~7 KB) is imported only then, once the local reads are done.
 */
import { useLiveQuery } from '@/data/live-query';
import { isRowDue, schedulesPending } from '@/data/card-schedule-rows';
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
    const totals = new Map<string, number>();
    for (const card of cards) totals.set(card.deckId, (totals.get(card.deckId) ?? 0) + 1);
    let counts = new Map<string, number>();
    if (await schedulesPending()) {
      const reviews = await db.reviews.toArray();
      // The module itself, not ../data/schedule: a re-export would be a chunk of its own in this load.
      const { dueCountsByDeck } = await import('@contract/flashcard-schedule');
      counts = dueCountsByDeck(cards, reviews, new Date(time));
    } else {
      const rows = new Map((await db.cardSchedules.toArray()).map((row) => [row.cardId, row]));
      for (const card of cards) if (isRowDue(rows.get(card.id), time)) counts.set(card.deckId, (counts.get(card.deckId) ?? 0) + 1);
    }
    return decks
      .map((deck) => ({ deck, total: totals.get(deck.id) ?? 0, due: counts.get(deck.id) ?? 0 }))
      .sort((a, b) => a.deck.title.localeCompare(b.deck.title));
  }, [time]);
}
