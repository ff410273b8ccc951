// Version 20 (issue 49): people pulled before `removedAt` existed are pulled again.
import Dexie from 'dexie';
import { expect, test } from 'vitest';
import { db, DEXIE_VERSIONS } from '@/data/db';

const at = '2026-11-22T10:00:00.000Z';
const person = (id: string, extra: object = {}) => ({ id, name: id, email: `${id}@demo.test`, photoUrl: null, role: 'learner', createdAt: at, updatedAt: at, ...extra });

/** A database as a device left it at version 19, with `people` rows, a cursor and a pending write. */
async function deviceAtVersion19(people: object[]): Promise<void> {
  db.close();
  await Dexie.delete('learning-platform');
  const old = new Dexie('learning-platform');
  for (const [each, stores] of DEXIE_VERSIONS.filter(([each]) => each <= 19)) old.version(each).stores(stores);
  await old.table('people').bulkPut(people);
  await old.table('batches').put({ id: 'b1', courseId: 'c1' });
  await old.table('syncState').bulkPut([{ key: 'cursor', value: '41' }, { key: 'lastMutationId', value: 6 }]);
  await old.table('outbox').add({ mutationId: 7, name: 'enrolment.request', args: { courseId: 'c1', at }, status: 'pending', createdAt: at });
  old.close();
}

test('people pulled without removedAt are dropped with the cursor, so the next pull is a reset; the outbox is kept', async () => {
  await deviceAtVersion19([person('u1'), person('u2', { removedAt: null })]);
  await db.open();
  expect(db.verno).toBeGreaterThanOrEqual(20);
  expect(await db.people.count()).toBe(0);
  expect(await db.syncState.get('cursor')).toBeUndefined();
  expect(await db.syncState.get('lastMutationId')).toEqual({ key: 'lastMutationId', value: 6 });
  expect(await db.outbox.count()).toBe(1);
});

test('a device whose people all carry removedAt keeps them and its cursor', async () => {
  await deviceAtVersion19([person('u1', { removedAt: null }), person('u2', { removedAt: at })]);
  await db.open();
  expect((await db.people.toArray()).map((row) => [row.id, row.removedAt])).toEqual([['u1', null], ['u2', at]]);
  expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: '41' });
  expect(await db.batches.count()).toBe(1);
});
