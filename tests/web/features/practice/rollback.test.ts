// A practice write the server refuses for good leaves the device: the optimistic review or attempt
// is removed and the outbox row is marked failed with the reason.
import { beforeEach, expect, test } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { submitExercise } from '@/features/practice/data/exercises';
import { reviewCard } from '@/features/practice/data/flashcards';
import { fakeTransport } from '../../data/sync/fake-transport';

beforeEach(async () => {
  await clearLocalUserData();
});

const refuseAll = fakeTransport((body) => ({
  lastMutationId: Math.max(...body.mutations.map((m) => m.id)),
  results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason: 'You do not have access to this course.' })),
}));

test('a refused review and a refused attempt are rolled back; an accepted one stays', async () => {
  const kept = await reviewCard({ id: 'k1', deckId: 'd1' }, 3);
  await drainOutbox(fakeTransport().transport);
  expect(await db.reviews.get(kept.id)).toBeTruthy();

  const review = await reviewCard({ id: 'k2', deckId: 'd1' }, 1);
  const attempt = await submitExercise(
    { id: 'x1', courseId: 'c1', title: 'T', instructions: '', updatedAt: '2026-11-22T10:00:00.000Z', items: [{ id: 'i1', answer: ['4'], prompt: '2+2' }] },
    [{ qstnId: 'i1', answer: '4' }],
  );
  expect(attempt).toMatchObject({ correct: 1, total: 1 });
  expect(await db.reviews.get(review.id)).toBeTruthy();
  await drainOutbox(refuseAll.transport);
  expect(await db.reviews.get(review.id)).toBeUndefined();
  expect(await db.exerciseAttempts.get(attempt.id)).toBeUndefined();
  expect(await db.reviews.get(kept.id)).toBeTruthy();
  expect((await db.outbox.toArray()).map((r) => [r.name, r.status, r.error])).toEqual([
    ['card.review', 'failed', 'You do not have access to this course.'],
    ['exercise.submit', 'failed', 'You do not have access to this course.'],
  ]);
});
