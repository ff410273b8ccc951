// The dashboard's due counts: every card of a deck never reviewed is due (without the scheduler),
// a card reviewed Good just now is not, and the counts follow the local tables.
import { beforeEach, expect, test } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { useDeckDueCounts } from '@/features/practice/data/due-counts';

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
  await db.reviews.put({ id: 'rv1', cardId: 'a1', deckId: 'd1', rating: 3, reviewedAt: '2026-11-22T09:59:00.000Z' });
  await waitFor(() => expect(result.current?.map((d) => [d.deck.id, d.total, d.due])).toEqual([['d1', 2, 1], ['d2', 1, 1]]));
});
