// Pull into the real version-2 tables: one transaction per answer, resets, acknowledged writes dropped.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PullResponse } from '@contract/sync';
import { db, DERIVED_TABLES } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { applyPull, NOT_PULLED_TABLES, pullChanges, SYNCED_TABLES } from '@/data/sync/pull';
import { fakeTransport } from './fake-transport';
import { courseRow, messageRow } from '../../support/rows';

const at = '2026-11-22T10:00:00.000Z';
const answer = (changes: PullResponse['changes'], more: Partial<PullResponse> = {}): PullResponse => ({ cursor: '10', reset: false, lastMutationId: 0, changes, ...more });

beforeEach(async () => {
  await clearLocalUserData();
});

test('SYNCED_TABLES names every table of the database but the local and derived ones', () => {
  expect([...SYNCED_TABLES, ...NOT_PULLED_TABLES, ...Object.keys(DERIVED_TABLES)].sort()).toEqual(db.tables.map((table) => table.name).sort());
  expect(SYNCED_TABLES).not.toContain('aiMessages');
  for (const name of SYNCED_TABLES) expect(db.table(name).schema.primKey.keyPath).toBe('id');
});

describe('applying a pull', () => {
  test('writes upserts and deletions into the tables and records the cursor', async () => {
    await db.courses.bulkPut([courseRow({ id: 'old', title: 'Gone soon' }), courseRow({ id: 'c1', title: 'Draft' })]);
    await applyPull(
      answer({
        courses: { put: [{ id: 'c1', title: 'Algebra', summary: 'Numbers' }, { id: 'c2', title: 'Biology' }], del: ['old'] },
        lessons: { put: [{ id: 'l1', courseId: 'c1', moduleId: 'm1', title: 'One' }], del: [] },
        progress: { put: [{ id: 'l1:0', courseId: 'c1', lessonId: 'l1', progress: 50 }], del: [] },
        unknownTable: { put: [{ id: 'x' }], del: [] },
      }),
    );
    expect(await db.courses.orderBy('title').toArray()).toEqual([
      { id: 'c1', title: 'Algebra', summary: 'Numbers' },
      { id: 'c2', title: 'Biology' },
    ]);
    expect(await db.lessons.where('courseId').equals('c1').count()).toBe(1);
    expect(await db.progress.get('l1:0')).toMatchObject({ progress: 50 });
    expect((await db.syncState.get('cursor'))?.value).toBe('10');
    expect((await db.syncState.get('lastSyncedAt'))?.value).toEqual(expect.any(String));
  });

  test('the transaction spans the tables the answer writes, not those it names with nothing in them', async () => {
    const transaction = vi.spyOn(db, 'transaction');
    try {
      const nothing = { put: [], del: [] };
      await applyPull(answer({ courses: { put: [courseRow({ id: 'c1', title: 'Algebra' })], del: [] }, lessons: nothing, messages: nothing, quizzes: { put: [], del: ['q9'] } }));
      const scope = (transaction.mock.calls[0]?.[1] ?? []) as unknown as Array<{ name: string }>;
      expect(scope.map((table) => table.name).sort()).toEqual(['courses', 'outbox', 'quizzes', 'syncState']);
      expect((await db.syncState.get('cursor'))?.value).toBe('10');
    } finally {
      transaction.mockRestore();
    }
  });

  test('a failing put in the middle leaves nothing half-applied', async () => {
    await db.courses.put(courseRow({ id: 'c1', title: 'Before' }));
    await db.syncState.put({ key: 'cursor', value: '5' });
    const broken = answer({
      courses: { put: [{ id: 'c1', title: 'After' }, { id: 'c2', title: 'New' }], del: [] },
      // A row whose id is not a valid key: IndexedDB refuses it, so the whole answer must be refused.
      lessons: { put: [{ id: 'l1', courseId: 'c1', moduleId: 'm' }, { id: {} as unknown as string, courseId: 'c1', moduleId: 'm' }], del: [] },
      decks: { put: [{ id: 'd1', courseId: 'c1' }], del: [] },
    });
    await expect(applyPull(broken)).rejects.toThrow();
    expect(await db.courses.toArray()).toEqual([courseRow({ id: 'c1', title: 'Before' })]);
    expect(await db.lessons.count()).toBe(0);
    expect(await db.decks.count()).toBe(0);
    expect((await db.syncState.get('cursor'))?.value).toBe('5');
  });

  test('a reset clears every cached table but keeps the outbox', async () => {
    await db.courses.bulkPut([courseRow({ id: 'c1', title: 'Stale' }), courseRow({ id: 'c9', title: 'Deleted on the server' })]);
    await db.messages.put(messageRow({ id: 'm1', roomId: 'r1', sentAt: at }));
    await enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section: 0, progress: 10, completed: false, at });
    await applyPull(answer({ courses: { put: [{ id: 'c1', title: 'Fresh' }], del: [] } }, { reset: true, cursor: '99' }));
    expect(await db.courses.toArray()).toEqual([{ id: 'c1', title: 'Fresh' }]);
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  test('drops the outbox rows the server has acknowledged, keeps later ones and refused ones', async () => {
    for (let section = 0; section < 3; section += 1) {
      await enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section, progress: 10, completed: false, at });
    }
    await db.outbox.where('mutationId').equals(1).modify({ status: 'failed', error: 'No' });
    await applyPull(answer({}, { lastMutationId: 2 }));
    expect((await db.outbox.orderBy('mutationId').toArray()).map((row) => [row.mutationId, row.status])).toEqual([
      [1, 'failed'],
      [3, 'pending'],
    ]);
    expect((await db.syncState.get('lastMutationId'))?.value).toBe(2);
  });

  test('pullChanges sends the held cursor and fills the tables', async () => {
    await db.syncState.put({ key: 'cursor', value: '3' });
    const seen: Array<string | undefined> = [];
    const { transport } = fakeTransport(undefined, () => answer({ batches: { put: [{ id: 'b1', courseId: 'c1' }], del: [] } }));
    const pull = transport.pull.bind(transport);
    transport.pull = (query) => (seen.push(query.cursor), pull(query));
    await pullChanges(transport);
    expect(seen).toEqual(['3']);
    expect(await db.batches.get('b1')).toEqual({ id: 'b1', courseId: 'c1' });
  });
});
