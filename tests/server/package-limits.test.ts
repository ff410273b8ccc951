/**
 * The organisation's own package limits as a synced table (issue 51 item 5; issue 47's proof of the
 * recipe at 6 files): an admin's `packageLimits.set` reaches the organisation's admins through pull
 * (a delta pull too) and no one else, a learner or teacher is refused, values out of bounds are
 * refused, and an upload is checked against the limits the intent set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { effectivePackageLimits } from '../../server/slices/packages/organisation-limits';
import { pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const SERVER = { maxBytes: 10_000_000, maxCount: 50 };

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

const NONE = { maxBytes: null, maxCount: null };
const set = (limits: object, email = 'admin@demo.test', org = '5') =>
  push(server, tokens[email]!, randomUUID(), [{ id: 1, name: 'packageLimits.set', args: { ...NONE, from: NONE, ...limits } }], org);

const rows = async (email: string, org = '5', cursor?: string) =>
  (await pull(server, tokens[email]!, randomUUID(), cursor, org)).changes.packageLimits?.put ?? [];

it("reaches the organisation's admins, as the declared row, and no learner, teacher or other organisation", async () => {
  const first = await pull(server, tokens['admin@demo.test']!, randomUUID());
  expect(first.changes.packageLimits?.put ?? []).toEqual([]);
  expect((await set({ maxBytes: 5_000_000, maxCount: 12 })).body.results).toEqual([{ id: 1, status: 'applied' }]);
  const delta = await pull(server, tokens['admin@demo.test']!, randomUUID(), first.cursor);
  expect(delta.changes.packageLimits?.put).toEqual([{ id: '5', maxBytes: 5_000_000, maxCount: 12 }]);
  expect(await rows('learner@demo.test')).toEqual([]);
  expect(await rows('teacher@demo.test')).toEqual([]);
  expect(await rows('admin@other.test', '7')).toEqual([]);
  expect(await effectivePackageLimits(server.db, '5', SERVER)).toEqual({ maxBytes: 5_000_000, maxCount: 12 });
  expect(await effectivePackageLimits(server.db, '7', SERVER)).toEqual(SERVER);

  // Back to the server's: the row stays, with nulls, and the upload check takes the server's.
  expect((await set({ maxCount: null, from: { maxBytes: 5_000_000, maxCount: 12 } })).body.results).toEqual([{ id: 1, status: 'applied' }]);
  expect(await rows('admin@demo.test')).toEqual([{ id: '5', maxBytes: null, maxCount: null }]);
  expect(await effectivePackageLimits(server.db, '5', SERVER)).toEqual(SERVER);
});

it('refuses a learner and a teacher, and limits out of bounds', async () => {
  const result = async (limits: object, email?: string) => (await set(limits, email)).body.results[0];
  expect(await result({ maxBytes: 2_000_000 }, 'learner@demo.test')).toMatchObject({ status: 'rejected', reason: expect.stringContaining('administrator') });
  expect(await result({ maxBytes: 2_000_000 }, 'teacher@demo.test')).toMatchObject({ status: 'rejected' });
  for (const bad of [{ maxBytes: 10 }, { maxCount: 0 }, { maxCount: 1.5 }, { maxBytes: 3_000_000_000 }]) {
    expect(await result(bad), JSON.stringify(bad)).toMatchObject({ status: 'rejected' });
  }
  expect(await effectivePackageLimits(server.db, '5', SERVER)).toEqual(SERVER);
});
