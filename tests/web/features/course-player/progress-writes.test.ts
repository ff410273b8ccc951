// progress.set from the player: the outbox row and the merged local row land in one transaction.
import { beforeEach, expect, test } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { completeLesson, saveProgress } from '@/features/course-player/data/progress-writes';
import { fakeTransport } from '../../data/sync/fake-transport';

beforeEach(async () => {
  await clearLocalUserData();
});

const write = { courseId: 'c1', lessonId: 'l1', section: 0 };

test('queues the intent and writes the local row under the id the server pulls', async () => {
  const id = await saveProgress({ ...write, progress: 40, completed: false, position: 12 });
  const [row] = await db.outbox.toArray();
  expect(row).toMatchObject({ mutationId: id, name: 'progress.set', args: { ...write, progress: 40, completed: false, position: 12 } });
  expect(await db.progress.get('l1:0')).toMatchObject({ ...write, progress: 40, completed: false, position: 12 });
});

test('the local row keeps the maximum and stays completed; the position follows the latest write', async () => {
  await saveProgress({ ...write, progress: 100, completed: true, position: 6 });
  await saveProgress({ ...write, progress: 30, completed: false, position: 2 });
  expect(await db.progress.get('l1:0')).toMatchObject({ progress: 100, completed: true, position: 2 });
  expect(await db.outbox.count()).toBe(2);
});

test('completing a lesson writes each section not yet completed, once', async () => {
  await completeLesson({ courseId: 'c1', id: 'l2', sections: 3 }, new Set([1]));
  const args = (await db.outbox.toArray()).map((r) => r.args as { section: number; completed: boolean });
  expect(args.map((a) => a.section)).toEqual([0, 2]);
  expect(args.every((a) => a.completed)).toBe(true);
});

test('a write the server rejects is marked failed and its local row dropped', async () => {
  await saveProgress({ ...write, progress: 100, completed: true });
  const { transport } = fakeTransport((body) => ({
    lastMutationId: body.mutations[0]!.id,
    results: [{ id: body.mutations[0]!.id, status: 'rejected', reason: 'You do not have access to the course.' }],
  }));
  await drainOutbox(transport);
  expect(await db.progress.get('l1:0')).toBeUndefined();
  expect(await db.outbox.toArray()).toMatchObject([{ name: 'progress.set', status: 'failed', error: 'You do not have access to the course.' }]);
});
