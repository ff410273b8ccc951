/**
 * The writes of the learner's review log, each with the cards' kept schedule
 * (./card-schedule-rows.ts) in the same transaction: a review written here, a history brought from
 * Anki, a refused review rolled back, and pull's rows (the `reviews` hook, listed in
 * ./table-hooks.ts). A review after a card's last one steps its state on; one that falls before it
 * in the log's order (a review from another device arriving late) replays the card's stored log, so
 * the row is always what replaying the whole log gives, whatever order the reviews arrive in.
 * A review already stored is already in its card's row (the log is append-only), so a review sent
 * back by pull adds nothing.
 */
import { compareReviews, replayCard, stepCard } from '@contract/flashcard-schedule';
import type { SyncRowData } from '@contract/wire';
import type { Card } from 'ts-fsrs';
import { lastOf, type CardScheduleRow } from './card-schedule-rows';
import { db, type ReviewRow } from './db';
import { rowsWithAnyOf } from './rows-with-any-of';
import type { TableHook } from './sync/table-hooks';

/** The tables a write of reviews goes to: the log and the kept schedule. */
export const reviewTables = () => [db.reviews, db.cardSchedules];

const rowOf = (card: Card, last: ReviewRow): CardScheduleRow => ({
  cardId: last.cardId, deckId: last.deckId, due: card.due.getTime(), card, lastReviewId: last.id, lastReviewedAt: last.reviewedAt,
});


function byCard(reviews: Iterable<ReviewRow>): Map<string, ReviewRow[]> {
  const groups = new Map<string, ReviewRow[]>();
  for (const review of reviews) {
    const group = groups.get(review.cardId);
    if (group) group.push(review);
    else groups.set(review.cardId, [review]);
  }
  return groups;
}

/** The rows of cards whose whole logs are `logs` (by card). */
const replayed = (logs: ReadonlyMap<string, ReviewRow[]>): CardScheduleRow[] =>
  [...logs].map(([cardId, own]) => {
    const sorted = own.sort(compareReviews);
    return rowOf(replayCard(cardId, sorted), sorted[sorted.length - 1]!);
  });

/** The rows replaying `reviews` gives (one per card reviewed), for a reader before {@link rebuildCardSchedules} has run. */
export const replayedRows = (reviews: Iterable<ReviewRow>): CardScheduleRow[] => replayed(byCard(reviews));

/** Makes the rows of cards `cardIds` again from their stored logs (a card left without reviews loses its row). */
async function replayCards(cardIds: readonly string[]): Promise<void> {
  if (cardIds.length === 0) return;
  const logs = byCard(await rowsWithAnyOf(db.reviews, 'cardId', cardIds));
  await db.cardSchedules.bulkDelete(cardIds.filter((id) => !logs.has(id)));
  await db.cardSchedules.bulkPut(replayed(logs));
}

/** Stores reviews `rows` and brings their cards' rows up to date; inside a transaction of {@link reviewTables}. */
export async function putReviews(rows: readonly ReviewRow[]): Promise<void> {
  const stored = await db.reviews.bulkGet(rows.map((row) => row.id));
  const fresh = new Map(rows.filter((_, i) => !stored[i]).map((row) => [row.id, row]));
  await db.reviews.bulkPut([...rows]);
  const groups = byCard(fresh.values());
  const ids = [...groups.keys()];
  const states = await db.cardSchedules.bulkGet(ids);
  const stepped: CardScheduleRow[] = [];
  const late: string[] = [];
  ids.forEach((cardId, i) => {
    const own = groups.get(cardId)!.sort(compareReviews);
    const state = states[i];
    if (state && compareReviews(own[0]!, lastOf(state)) <= 0) {
      late.push(cardId);
      return;
    }
    const card = own.reduce<Card | undefined>((before, review) => stepCard(before, review), state?.card);
    stepped.push(rowOf(card!, own[own.length - 1]!));
  });
  await db.cardSchedules.bulkPut(stepped);
  await replayCards(late);
}

/** Removes reviews `ids` and makes their cards' rows again; inside a transaction of {@link reviewTables}. */
export async function deleteReviews(ids: readonly string[]): Promise<void> {
  const rows = (await db.reviews.bulkGet([...ids])).filter((row) => row !== undefined);
  await db.reviews.bulkDelete([...ids]);
  await replayCards([...new Set(rows.map((row) => row.cardId))]);
}

/** Makes every row again from the whole stored log; inside a transaction of {@link reviewTables}. */
export async function rebuildCardSchedules(): Promise<void> {
  await db.cardSchedules.clear();
  await db.cardSchedules.bulkPut(replayedRows(await db.reviews.toArray()));
}

/** How pull writes `reviews` (its hook, listed in src/data/table-hooks.ts): the kept schedule follows the log. */
export const reviewsHook: TableHook = {
  tables: reviewTables,
  // Pulled rows are stored as the server sends them (contract/tables declares their shape).
  put: (rows: readonly SyncRowData[]) => putReviews(rows as readonly ReviewRow[]),
  del: deleteReviews,
  // Version 29 added the kept schedule beside reviews already stored (db.ts).
  rebuild: rebuildCardSchedules,
};
