/**
 * The learner's flashcard schedule as this device keeps it (issue 55 item 4): one row per reviewed
 * card in `cardSchedules`, its FSRS state after its whole review log, so the due counts and a study
 * session read one row per card instead of replaying every review (20,000 logs took the dashboard
 * 1.8 s on 4× CPU). Written with the reviews (./card-schedules.ts); never pulled. This module holds
 * only what the readers need, without the scheduler.
 */
import type { ReviewEntry } from '@contract/flashcard-schedule';
import type { Card } from 'ts-fsrs';
import { db } from './db';

/** One card's state (key `cardId`), the same as replaying its log (contract/flashcard-schedule.ts `replayAll`). */
export interface CardScheduleRow {
  cardId: string;
  deckId: string;
  /** When the card falls due, in milliseconds (`card.due`), for the `[deckId+due]` index. */
  due: number;
  /** The FSRS state the next review steps on from. */
  card: Card;
  /** The last review folded in, in the log's total order (id, then its time). */
  lastReviewId: string;
  lastReviewedAt: string;
}

/**
 * Whether the rows are still to be made from the reviews stored (version 29 marked them for the
 * reviews hook, which makes them before the next pull): until then a reader replays the log.
 */
export async function schedulesPending(): Promise<boolean> {
  const marked = await db.syncState.get('rebuild');
  return typeof marked?.value === 'string' && marked.value.split(',').includes('reviews');
}

/** The kept rows of deck `deckId`'s reviewed cards (by the `[deckId+due]` index). */
export function deckSchedules(deckId: string): Promise<CardScheduleRow[]> {
  return db.cardSchedules.where('[deckId+due]').between([deckId, -Infinity], [deckId, Infinity], true, true).toArray();
}

/** Whether a card whose row is `row` (undefined: never reviewed, so new) is due at `now` (ms); a new card always is. */
export function isRowDue(row: Pick<CardScheduleRow, 'card' | 'due'> | undefined, now: number): boolean {
  // 0 is ts-fsrs's `State.New`, written out so this module does not load the scheduler.
  return !row || row.card.state === 0 || row.due <= now;
}

/** The last review folded into `row`, as the log orders reviews (`compareReviews`; its rating is not kept). */
export const lastOf = (row: Pick<CardScheduleRow, 'cardId' | 'lastReviewId' | 'lastReviewedAt'>): ReviewEntry =>
  ({ id: row.lastReviewId, cardId: row.cardId, rating: 0, reviewedAt: row.lastReviewedAt });
