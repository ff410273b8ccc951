// The kept schedule (cardSchedules) against replay: whatever order reviews arrive in, in whatever
// batches, sent twice, some deleted again, each card's row is what replaying its whole stored log
// gives (contract/flashcard-schedule.ts `replayAll`), and a card without reviews has no row.
import { beforeEach, expect, test } from 'vitest';
import fc from 'fast-check';
import { replayAll } from '@contract/flashcard-schedule';
import { deleteReviews, putReviews, rebuildCardSchedules, reviewTables } from '@/data/card-schedules';
import { db, type ReviewRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { rebuildDerivedOf } from '@/data/db-upgrades';
import { rebuildMarkedTables } from '@/data/sync/table-hooks';
import { pullReviews } from '../support/pulled-reviews';

const CARDS = ['k1', 'k2', 'k3'];
const START = Date.parse('2026-01-01T00:00:00.000Z');

beforeEach(async () => {
  await clearLocalUserData();
});

/** Each card's kept state, and what replaying the stored log gives. */
async function keptAndReplayed() {
  const rows = await db.cardSchedules.toArray();
  const log = await db.reviews.toArray();
  const replayed = replayAll(CARDS, log);
  const reviewed = new Set(log.map((review) => review.cardId));
  return {
    kept: Object.fromEntries(rows.map((row) => [row.cardId, { card: row.card, due: row.due }])),
    want: Object.fromEntries(CARDS.filter((id) => reviewed.has(id)).map((id) => [id, { card: replayed.get(id)!, due: replayed.get(id)!.due.getTime() }])),
  };
}

const review = fc.record({
  card: fc.constantFrom(...CARDS),
  rating: fc.integer({ min: 1, max: 4 }),
  // Minutes to months apart, and equal times now and then (the id orders them then).
  minute: fc.oneof(fc.integer({ min: 0, max: 400_000 }), fc.constantFrom(0, 10, 10)),
});

/** The reviews, then the order they arrive in (each once or twice, in batches) and those deleted again. */
const deliveries = fc.array(review, { minLength: 1, maxLength: 25 }).chain((drawn) => {
  const reviews: ReviewRow[] = drawn.map((r, i) => ({
    id: `rv-${String(i).padStart(3, '0')}`, cardId: r.card, deckId: 'd1', rating: r.rating, reviewedAt: new Date(START + r.minute * 60_000).toISOString(),
  }));
  const arrivals = fc.shuffledSubarray([...reviews, ...reviews], { minLength: reviews.length * 2, maxLength: reviews.length * 2 });
  return fc.tuple(fc.constant(reviews), arrivals, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 50, maxLength: 50 }), fc.subarray(reviews.map((r) => r.id), { maxLength: Math.min(4, reviews.length) }));
});

test('the kept state equals replayAll over the stored log, reviews arriving out of order, twice, in batches, and deleted', async () => {
  await fc.assert(fc.asyncProperty(deliveries, async ([, arrivals, sizes, deleted]) => {
    await clearLocalUserData();
    let at = 0;
    for (const [n, size] of sizes.entries()) {
      if (at >= arrivals.length) break;
      const batch = arrivals.slice(at, at + size);
      at += size;
      // Some batches come by pull, some are this device's own writes.
      if (n % 2 === 0) await pullReviews(batch);
      else await db.transaction('rw', reviewTables(), () => putReviews(batch));
      const { kept, want } = await keptAndReplayed();
      expect(kept).toEqual(want);
    }
    await pullReviews([], deleted);
    const afterDelete = await keptAndReplayed();
    expect(afterDelete.kept).toEqual(afterDelete.want);
    await db.transaction('rw', reviewTables(), () => rebuildCardSchedules());
    const rebuilt = await keptAndReplayed();
    expect(rebuilt.kept).toEqual(afterDelete.want);
  }), { numRuns: 60 });
});

test('a rolled-back review (deleted) takes its card back to its state before; the last review deleted removes the row', async () => {
  const first: ReviewRow = { id: 'a', cardId: 'k1', deckId: 'd1', rating: 3, reviewedAt: '2026-01-01T10:00:00.000Z' };
  const second: ReviewRow = { id: 'b', cardId: 'k1', deckId: 'd1', rating: 1, reviewedAt: '2026-01-05T10:00:00.000Z' };
  await db.transaction('rw', reviewTables(), () => putReviews([first]));
  const before = await db.cardSchedules.get('k1');
  await db.transaction('rw', reviewTables(), () => putReviews([second]));
  expect((await db.cardSchedules.get('k1'))?.lastReviewId).toBe('b');
  await db.transaction('rw', reviewTables(), () => deleteReviews(['b']));
  expect(await db.cardSchedules.get('k1')).toEqual(before);
  await db.transaction('rw', reviewTables(), () => deleteReviews(['a']));
  expect(await db.cardSchedules.count()).toBe(0);
});

test('reviews stored before version 29 (or by a raw write) get their rows when the upgrade mark is run', async () => {
  const log: ReviewRow[] = [
    { id: 'a', cardId: 'k1', deckId: 'd1', rating: 3, reviewedAt: '2026-01-01T10:00:00.000Z' },
    { id: 'b', cardId: 'k2', deckId: 'd1', rating: 4, reviewedAt: '2026-01-02T10:00:00.000Z' },
  ];
  await db.reviews.bulkPut(log);
  await db.transaction('rw', db.syncState, (tx) => rebuildDerivedOf('reviews')(tx));
  await import('@/data/table-hooks');
  await rebuildMarkedTables();
  expect(await db.syncState.get('rebuild')).toBeUndefined();
  const { kept, want } = await keptAndReplayed();
  expect(Object.keys(kept).sort()).toEqual(['k1', 'k2']);
  expect(kept).toEqual(want);
});
