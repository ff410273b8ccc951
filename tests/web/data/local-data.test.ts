import { expect, test } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData, countPendingWrites, mirrorSessionToken } from '@/data/local-data';
import { needsMirror } from '@/data/session-storage';

test('logout clears every table, so the next user of the phone sees nothing of the last', async () => {
  await db.outbox.add({ mutationId: 1, name: 'progress.set', args: {}, status: 'pending', createdAt: new Date().toISOString() });
  await db.outbox.add({ mutationId: 2, name: 'card.review', args: {}, status: 'failed', createdAt: new Date().toISOString() });
  await db.syncState.put({ key: 'cursor', value: '42' });
  await mirrorSessionToken('t1');
  expect(await countPendingWrites()).toBe(2);
  expect(needsMirror('t1')).toBe(false);

  await clearLocalUserData();
  expect(await Promise.all(db.tables.map((table) => table.count()))).toEqual(db.tables.map(() => 0));
  expect(needsMirror('t1')).toBe(true);
});

test('the token mirror for the service worker follows the session', async () => {
  await mirrorSessionToken('t2');
  expect(await db.sessionMirror.get('token')).toEqual({ key: 'token', value: 't2' });
  await mirrorSessionToken(null);
  expect(await db.sessionMirror.get('token')).toBeUndefined();
});
