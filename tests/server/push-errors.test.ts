/**
 * No write can jam a device (issue 15): values the database cannot store are refused by the shared
 * schemas, any error while applying one mutation (a database constraint included) rejects that
 * mutation alone with a readable reason, the queue moves on, and nesting too deep for the server
 * is a 400 that leaves it answering. Only a failure of the batch itself fails the push.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_BODY_BYTES } from '../../contract/wire';
import { selectRows } from '../../server/db/rows';
import { chatTopic } from '../../server/live/topics';
import { progressArgs, push, type RawMutation } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
  admin = await signIn('admin@demo.test');
});
afterAll(() => server?.close());

const progress = (id: number, over: Parameters<typeof progressArgs>[0] = {}): RawMutation => ({ id, name: 'progress.set', args: progressArgs(over) });
/** Words of SQL or of a stack that must never reach a learner. */
const INTERNALS = /insert|select|lesson_progress|failed query|params|constraint|\bat .*\.ts|sqlstate/i;

async function health() {
  return (await server.app.request('/api/health')).status;
}

describe('values PostgreSQL cannot store', () => {
  it.each([
    ['a section of 2^31', { section: 2 ** 31 }, 'args.section'],
    ['a position of 1e39', { position: 1e39 }, 'args.position'],
    ['a position of 5e-324', { position: 5e-324 }, 'args.position'],
    ['a progress of 5e-324', { progress: 5e-324 }, 'args.progress'],
    ['a timestamp in year 0000', { at: '0000-01-01T00:00:00Z' }, 'args.at'],
    ['a timestamp in year 9999', { at: '9999-12-31T23:59:59Z' }, 'args.at'],
  ])('%s is rejected, the next write applied, and the push answers 200', async (_what, over, path) => {
    const clientId = randomUUID();
    const { status, body } = await push(server, learner, clientId, [progress(1, over), progress(2, { section: 1 })]);
    expect(status).toBe(200);
    expect(body.lastMutationId).toBe(2);
    expect(body.results[0]).toMatchObject({ id: 1, status: 'rejected' });
    expect(body.results[0]!.reason).toContain(path);
    expect(body.results[1]).toEqual({ id: 2, status: 'applied' });
  });

  it('refuses a mutation id beyond an integer column with 400, not 500', async () => {
    const { status } = await push(server, learner, randomUUID(), [progress(2 ** 31)]);
    expect(status).toBe(400);
  });

  it.each([
    ['a batch starting in year 0000', '/api/admin/manage/batches', { name: 'Year zero', courseId: 'c5-spreadsheets', startsOn: '0000-01-01' }],
    ['a batch starting in year 9999', '/api/admin/manage/batches', { name: 'Far future', courseId: 'c5-spreadsheets', startsOn: '9999-01-01' }],
  ])('%s is a 400', async (_what, path, body) => {
    const res = await server.app.request(path, { method: 'POST', headers: authHeaders(admin), body: JSON.stringify(body) });
    expect(res.status).toBe(400);
  });

  it('a chat page before year 0000 is a 400', async () => {
    const res = await server.app.request('/api/chat/rooms/r5-general/messages?before=0000-01-01T00:00:00Z', { headers: authHeaders(learner) });
    expect(res.status).toBe(400);
  });
});

describe('a database error while applying one mutation', () => {
  beforeAll(async () => {
    // A real constraint the schemas know nothing of: the database refuses a progress of exactly 77.
    await server.db.execute(sql`alter table lesson_progress add constraint test_no_77 check (progress <> 77)`);
    // And a failure of the transaction itself (as a deadlock or serialization failure would be).
    await server.db.execute(sql`create function test_fail_66() returns trigger language plpgsql as $$
      begin if new.progress = 66 then raise exception 'test: transaction failure' using errcode = 'serialization_failure'; end if; return new; end $$`);
    await server.db.execute(sql`create trigger test_fail_66 before insert or update on lesson_progress for each row execute function test_fail_66()`);
  });

  it('rejects that mutation only, with a readable reason; the device is not jammed, in this batch or the next', async () => {
    const clientId = randomUUID();
    const references = { lessonId: 'c5-spreadsheets-m2-l1' }; // two sections, no progress of the learner yet
    const first = await push(server, learner, clientId, [
      progress(1, { ...references, progress: 20 }), progress(2, { ...references, section: 1, progress: 77 }), progress(3, { ...references, section: 1, progress: 30 }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.lastMutationId).toBe(3);
    expect(first.body.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    const reason = first.body.results[1]!.reason!;
    expect(reason).toBe('A value in this change is out of range or not valid, so it was not saved.');
    expect(reason).not.toMatch(INTERNALS);
    // The same bad write again, then a valid one, in a later batch.
    const later = await push(server, learner, clientId, [progress(4, { ...references, section: 1, progress: 77 }), progress(5, { section: 2, progress: 40 })]);
    expect(later.status).toBe(200);
    expect(later.body).toEqual({ lastMutationId: 5, results: [{ id: 4, status: 'rejected', reason, code: 'sync-invalid-value' }, { id: 5, status: 'applied' }] });
    const stored = await selectRows<{ lessonId: string; section: number; progress: number }>(server.db, sql`select lesson_id as "lessonId", section, progress from lesson_progress
      where user_id = 'u5-learner' and (lesson_id = 'c5-spreadsheets-m2-l1' or (lesson_id = 'c5-spreadsheets-m1-l2' and section = 2))
      order by lesson_id, section`);
    expect(stored).toEqual([
      { lessonId: 'c5-spreadsheets-m1-l2', section: 2, progress: 40 },
      { lessonId: 'c5-spreadsheets-m2-l1', section: 0, progress: 20 },
      { lessonId: 'c5-spreadsheets-m2-l1', section: 1, progress: 30 },
    ]);
  });

  it('a batch applied again because one mutation failed stores and announces each applied mutation once', async () => {
    // The batch is first applied without savepoints; the failure rolls that attempt back whole and the
    // batch is applied again, each mutation in its own savepoint (sync/push.ts).
    const clientId = randomUUID();
    const messageIds = [randomUUID(), randomUUID()];
    const message = (id: number, messageId: string): RawMutation => ({
      id, name: 'message.send', args: { messageId, roomId: 'r5-general', body: `Attempts ${id}`, sentAt: '2026-11-22T10:00:00Z' },
    });
    const publish = vi.spyOn(server.live, 'publish');
    try {
      const { body } = await push(server, learner, clientId, [message(1, messageIds[0]!), progress(2, { section: 1, progress: 77 }), message(3, messageIds[1]!)]);
      expect(body.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
      await vi.waitFor(() => expect(publish.mock.calls.filter(([topic]) => topic === chatTopic('5'))).toHaveLength(2));
      // Nothing of the rolled-back attempt is announced late.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(publish.mock.calls.filter(([topic]) => topic === chatTopic('5'))).toHaveLength(2);
    } finally {
      publish.mockRestore();
    }
    const stored = await selectRows<{ id: string }>(server.db, sql`select id from messages where id in (${messageIds[0]!}, ${messageIds[1]!})`);
    expect(stored.map((row) => row.id).sort()).toEqual([...messageIds].sort());
  });

  it('fails the whole push (the client retries) when the transaction itself fails, and commits nothing of it', async () => {
    const clientId = randomUUID();
    const res = await server.app.request('/api/sync/push', {
      method: 'POST', headers: authHeaders(learner), body: JSON.stringify({ clientId, mutations: [progress(1, { progress: 12 }), progress(2, { progress: 66 })] }),
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(INTERNALS);
    const { body } = await push(server, learner, clientId, [progress(1, { progress: 13 })]);
    expect(body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
  });
});

describe('nesting and size', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('8,000 nested arrays (16 KB) are a 400 on every JSON route, and the server still answers', async () => {
    const body = nested(8000);
    expect(body.length).toBe(16_000);
    for (const [path, token] of [['/api/sync/push', learner], ['/api/chat/rooms', admin], ['/api/admin/manage/batches', admin], ['/api/ai-chat/messages', learner]] as const) {
      const res = await server.app.request(path, { method: 'POST', headers: authHeaders(token), body });
      expect(res.status, path).toBe(400);
    }
    expect(await health()).toBe(200);
  });

  it.each([
    ['nest 8,000 levels deep', nested(8000), /\(args\).*expected object/],
    ['nest 8,000 levels deep inside a field', `{"courseId":"c5-first-aid","at":${nested(8000)}}`, /args\.at/],
    ['hold a NUL character', '{"courseId":"c5-first\\u0000aid","at":"2026-11-22T10:00:00Z"}', /args\.courseId.*NUL/],
  ])('a mutation whose args %s is rejected alone; the next is applied and the server still answers', async (_what, args, reason) => {
    const clientId = randomUUID();
    const body = `{"clientId":"${clientId}","mutations":[{"id":1,"name":"enrolment.request","args":${args}},${JSON.stringify(progress(2))}]}`;
    const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(learner), body });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { lastMutationId: number; results: { status: string; reason?: string }[] };
    expect(answer.lastMutationId).toBe(2);
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(answer.results[0]!.reason).toMatch(reason);
    expect(await health()).toBe(200);
  });

  it('a body over the push limit (its own, 4 MiB) is a 413 before it is parsed', async () => {
    const body = JSON.stringify({ clientId: randomUUID(), mutations: [progress(1)], pad: 'x'.repeat(PUSH_BODY_BYTES) });
    const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(learner), body });
    expect(res.status).toBe(413);
  });
});
