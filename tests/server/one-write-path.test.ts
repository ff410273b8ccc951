/**
 * One write path per operation (issue 47, item 3): adding a learner to a batch has the same rules on
 * every path that remains (the admin's REST route and the `batchMember.add` intent): an archived batch
 * and a removed person are refused with a reason, and nothing is written. The old unaudited twins
 * (`POST /api/admin/batches`, `POST /api/admin/batches/:batchId/students`) are gone.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBatch } from '../../contract/people';
import { auditLog, batchMembers } from '../../server/db/schema';
import { push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
const clientId = randomUUID();
let nextId = 1;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn('admin@demo.test');
});
afterAll(() => server?.close());

const call = (method: string, path: string, body?: unknown) =>
  server.app.request(path, { method, headers: authHeaders(admin), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** What adding `userId` to `batchId` answered: `added`, or the refusal's status and words. */
type Outcome = { added: true } | { added: false; status: number | 'rejected'; reason: string };

/** The two paths that add a learner to a batch. */
const paths: Record<string, (batchId: string, userId: string) => Promise<Outcome>> = {
  'REST POST /api/admin/manage/batches/:batchId/members': async (batchId, userId) => {
    const res = await call('POST', `/api/admin/manage/batches/${batchId}/members`, { userId });
    if (res.status === 201) return { added: true };
    return { added: false, status: res.status, reason: ((await res.json()) as { detail: string }).detail };
  },
  'intent batchMember.add': async (batchId, userId) => {
    const { body } = await push(server, admin, clientId, [{ id: nextId++, name: 'batchMember.add', args: { memberId: randomUUID(), batchId, userId } }]);
    const result = body.results[0]!;
    return result.status === 'rejected' ? { added: false, status: 'rejected', reason: result.reason ?? '' } : { added: true };
  },
};

const membershipsOf = (batchId: string, userId: string) =>
  server.db.select().from(batchMembers).where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)));
const membershipAudits = (batchId: string) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.batchId, batchId), eq(auditLog.action, 'membership.add')));

async function newBatch(name: string): Promise<AdminBatch> {
  const res = await call('POST', '/api/admin/manage/batches', { name, courseId: 'c5-finance' });
  expect(res.status).toBe(201);
  return (await res.json()) as AdminBatch;
}

describe('adding a learner to a batch', () => {
  it('has no unaudited REST twin any more', async () => {
    expect((await call('POST', '/api/admin/batches', { name: 'Twin', courseId: 'c5-finance' })).status).toBe(404);
    expect((await call('POST', '/api/admin/batches/b5-python-autumn/students', { userId: 'u5-kwame' })).status).toBe(404);
    expect(await membershipsOf('b5-python-autumn', 'u5-kwame')).toEqual([]);
  });

  describe.each(Object.keys(paths))('through %s', (path) => {
    const add = paths[path]!;

    it('refuses an archived batch with a reason, and writes nothing', async () => {
      const batch = await newBatch(`Archived – ${path}`);
      expect((await call('PATCH', `/api/admin/manage/batches/${batch.id}`, { archived: true })).status).toBe(200);
      const outcome = await add(batch.id, 'u5-kwame');
      expect(outcome).toMatchObject({ added: false, status: path.startsWith('REST') ? 409 : 'rejected' });
      expect(!outcome.added && outcome.reason).toMatch(/is archived: it takes no learners/);
      expect(await membershipsOf(batch.id, 'u5-kwame')).toEqual([]);
      expect(await membershipAudits(batch.id)).toEqual([]);
    });

    it('refuses a removed person with a reason, writes nothing, and adds them once restored', async () => {
      const batch = await newBatch(`Open – ${path}`);
      expect((await call('DELETE', '/api/admin/people/u5-mei')).status).toBe(204);
      try {
        const outcome = await add(batch.id, 'u5-mei');
        expect(outcome).toMatchObject({ added: false, status: path.startsWith('REST') ? 409 : 'rejected' });
        expect(!outcome.added && outcome.reason).toBe('Mei Chen was removed from the organisation: restore them before adding them to a batch.');
        expect(await membershipsOf(batch.id, 'u5-mei')).toEqual([]);
        expect(await membershipAudits(batch.id)).toEqual([]);
      } finally {
        expect((await call('POST', '/api/admin/people/u5-mei/restore')).status).toBe(204);
      }
      expect(await add(batch.id, 'u5-mei')).toEqual({ added: true });
      expect(await membershipsOf(batch.id, 'u5-mei')).toHaveLength(1);
      expect(await membershipAudits(batch.id)).toHaveLength(1);
    });
  });
});
