// H5P content state (issue 51): the player's `package:state` is kept as the item's suspend data
// through `package.commit`, locally first, one more commit each time, the row's other fields kept.
import { beforeEach, expect, test } from 'vitest';
import { ATTEMPT_LIMITS } from '@contract/packages';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { saveH5pState } from '@/features/course-player/data/package-writes';
import { recordStatement } from '@/features/course-player/data/statement-writes';
import { onStateMessage } from '@/features/course-player/package/h5p-statements';

beforeEach(async () => {
  await clearLocalUserData();
});

const where = { courseId: 'c1', lessonId: 'l1', item: 0 };
const at = '2026-01-02T03:04:05.000Z';
const commits = async () => (await db.outbox.toArray()).map((r) => r.args as { suspendData: string; commits: number; completed: boolean; score: number | null });

test('a state is written locally and queued as package.commit; the same state again is not', async () => {
  const id = await saveH5pState(where, '{"answered":1}', at);
  expect(id).toEqual(expect.any(Number));
  expect(await db.outbox.toArray()).toMatchObject([{ mutationId: id, name: 'package.commit', args: { ...where, status: 'incomplete', completed: false, suspendData: '{"answered":1}', commits: 1 } }]);
  expect(await db.packageAttempts.get('l1:0')).toMatchObject({ suspendData: '{"answered":1}', commits: 1, completed: false });
  expect(await saveH5pState(where, '{"answered":1}', at)).toBeNull();
  expect(await db.outbox.count()).toBe(1);
});

test('states sent at once are kept in order with rising commits; a completed item stays completed with its score', async () => {
  await Promise.all([saveH5pState(where, '{"step":1}', at), saveH5pState(where, '{"step":2}', at)]);
  expect((await commits()).map((c) => [c.suspendData, c.commits])).toEqual([['{"step":1}', 1], ['{"step":2}', 2]]);
  await recordStatement({ ...where, id: crypto.randomUUID(), verb: 'completed', object: { id: 'urn:h5p:1' }, result: { score: { scaled: 0.8 } }, timestamp: at });
  await saveH5pState(where, '{"step":3}', at);
  expect((await commits()).at(-1)).toMatchObject({ suspendData: '{"step":3}', commits: 4, completed: true, score: 0.8 });
  expect(await db.packageAttempts.get('l1:0')).toMatchObject({ status: 'completed', completed: true, score: 0.8, suspendData: '{"step":3}', commits: 4 });
});

test('a state too long to keep whole is not kept (a cut JSON would not restore)', async () => {
  expect(await saveH5pState(where, 'x'.repeat(ATTEMPT_LIMITS.suspendData + 1), at)).toBeNull();
  expect(await db.outbox.count()).toBe(0);
});

test('the player message: a string state is kept, anything else is not; other messages are not its own', async () => {
  expect(onStateMessage({ type: 'package:statement' }, where)).toBe(false);
  expect(onStateMessage({ type: 'package:state', state: { not: 'a string' } }, where)).toBe(true);
  expect(onStateMessage({ type: 'package:state', state: '{"page":2}' }, where)).toBe(true);
  await expect.poll(() => db.packageAttempts.get('l1:0')).toMatchObject({ suspendData: '{"page":2}', commits: 1 });
  expect(await db.outbox.count()).toBe(1);
});
