// The dashboard's due counts: every card of a deck never reviewed is due (without the scheduler),
// a card reviewed Good just now is not, and the counts follow the local tables: the reviews and
// the schedule kept from them (cardSchedules), never a stale one.
import { beforeEach, expect, test } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { rebuildDerivedOf } from '@/data/db-upgrades';
import { rebuildMarkedTables } from '@/data/sync/table-hooks';
import { clearLocalUserData } from '@/data/local-data';
import { useDeckDueCounts } from '@/features/practice/data/due-counts';
import { reviewCard } from '@/features/practice/data/flashcards';
import { pullReviews } from '../../support/pulled-reviews';

const now = new Date('2026-11-22T10:00:00.000Z');

beforeEach(async () => {
  await clearLocalUserData();
  await db.decks.bulkPut([
    { id: 'd1', courseId: 'c1', title: 'Capitals', description: '', updatedAt: '2026-11-22T09:00:00.000Z' },
    { id: 'd2', courseId: 'c1', title: 'Rivers', description: '', updatedAt: '2026-11-22T09:00:00.000Z' },
  ]);
  await db.cards.bulkPut([
    { id: 'a1', deckId: 'd1', front: 'A1', back: 'B1', position: 1 },
    { id: 'a2', deckId: 'd1', front: 'A2', back: 'B2', position: 2 },
    { id: 'r1', deckId: 'd2', front: 'R1', back: 'S1', position: 1 },
  ]);
});

test('cards never reviewed are all due; a card reviewed Good a minute ago is not', async () => {
  const { result } = renderHook(() => useDeckDueCounts(now));
  await waitFor(() => expect(result.current?.map((d) => [d.deck.id, d.total, d.due])).toEqual([['d1', 2, 2], ['d2', 1, 1]]));
  await pullReviews([{ id: 'rv1', cardId: 'a1', deckId: 'd1', rating: 3, reviewedAt: '2026-11-22T09:59:00.000Z' }]);
  await waitFor(() => expect(result.current?.map((d) => [d.deck.id, d.total, d.due])).toEqual([['d1', 2, 1], ['d2', 1, 1]]));
});

const counts = (result: { current: ReturnType<typeof useDeckDueCounts> }) => result.current?.map((d) => [d.deck.id, d.due]);

test('the counts follow every change of a card\'s schedule: a review here, a later one pulled, one deleted again', async () => {
  const { result } = renderHook(() => useDeckDueCounts(now));
  await waitFor(() => expect(counts(result)).toEqual([['d1', 2], ['d2', 1]]));
  // Reviewed Easy here an hour ago (the session's own write): due in days.
  await reviewCard({ id: 'r1', deckId: 'd2' }, 4, new Date('2026-11-22T09:00:00.000Z'));
  await waitFor(() => expect(counts(result)).toEqual([['d1', 2], ['d2', 0]]));
  // Another device's review of it, 'Again' half an hour ago, arrives by pull: due again (a stale row would say 0).
  await pullReviews([{ id: 'other-1', cardId: 'r1', deckId: 'd2', rating: 1, reviewedAt: '2026-11-22T09:30:00.000Z' }]);
  await waitFor(() => expect(counts(result)).toEqual([['d1', 2], ['d2', 1]]));
  // The server deletes that review (pull's `del`): the card goes back to its state after the Easy.
  await pullReviews([], ['other-1']);
  await waitFor(() => expect(counts(result)).toEqual([['d1', 2], ['d2', 0]]));
});

test('reviews stored before the schedule was kept are counted by replay until the rows are made, then from them', async () => {
  await db.reviews.put({ id: 'old', cardId: 'a2', deckId: 'd1', rating: 4, reviewedAt: '2026-11-22T09:00:00.000Z' });
  await db.transaction('rw', db.syncState, (tx) => rebuildDerivedOf('reviews')(tx));
  const { result } = renderHook(() => useDeckDueCounts(now));
  await waitFor(() => expect(counts(result)).toEqual([['d1', 1], ['d2', 1]]));
  await import('@/data/table-hooks');
  await rebuildMarkedTables();
  expect(await db.cardSchedules.count()).toBe(1);
  await waitFor(() => expect(counts(result)).toEqual([['d1', 1], ['d2', 1]]));
});
