/**
 * Pushes that arrive together (sync/push.ts): on embedded PGlite the pushes of distinct
 * clients that wait while others are applied are applied in one transaction. Each push is still
 * answered once with its own results; a refused mutation, a client of another account or a failed
 * transaction in a group touches no other push of it; two pushes of one client apply in order.
 * On PostgreSQL each push has its own transaction, and every answer here must be the same.
 */
import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { GroupQueue } from '../../server/sync/push-queue';
import { progressArgs, progressBatch, push, type RawMutation } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  [learner, admin] = await Promise.all([signIn('learner@demo.test'), signIn('admin@demo.test')]);
  // A failure of a transaction itself (as a deadlock would be) whenever a progress of 66 is written.
  await server.db.execute(sql`create function test_fail_66() returns trigger language plpgsql as $$
    begin if new.progress = 66 then raise exception 'test: transaction failure' using errcode = 'serialization_failure'; end if; return new; end $$`);
  await server.db.execute(sql`create trigger test_fail_66 before insert or update on lesson_progress for each row execute function test_fail_66()`);
});
afterAll(() => server?.close());

const onPglite = !process.env.DATABASE_URL;
const statuses = (body: { results: { status: string }[] }) => body.results.map((r) => r.status);

/** The audit log of `clientId`: mutation ids and statuses in order. */
async function logged(clientId: string) {
  return selectRows<{ mutationId: number; status: string }>(server.db, sql`
    select mutation_id as "mutationId", status from sync_mutation_log where client_id = ${clientId} order by id`);
}

/**
 * Counts the transactions `client` runs while `work` runs. The first one waits until `queued` pushes
 * have reached the push queue, so what follows does not depend on how fast the requests arrive.
 */
async function countTransactions<T>(client: PGlite, queued: number, work: () => Promise<T>): Promise<{ result: T; transactions: number }> {
  let transactions = 0;
  const add = vi.spyOn(GroupQueue.prototype, 'add');
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    transactions += 1;
    if (transactions === 1) await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(queued), { timeout: 20_000 });
    return transaction(callback);
  };
  try {
    return { result: await work(), transactions };
  } finally {
    client.transaction = transaction;
    add.mockRestore();
  }
}

it('answers each of 24 pushes sent together once, applied and logged, in two transactions on PGlite', async () => {
  const jobs = Array.from({ length: 24 }, (_, i) => ({ token: i % 2 ? admin : learner, clientId: randomUUID(), mutations: progressBatch(1, 3, { progress: 40 + i }) }));
  const send = () => Promise.all(jobs.map((job) => push(server, job.token, job.clientId, job.mutations)));
  const { result: answers, transactions } = onPglite
    ? await countTransactions(Reflect.get(server.db, '$client') as PGlite, jobs.length, send)
    : { result: await send(), transactions: undefined };
  for (const [i, answer] of answers.entries()) {
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ lastMutationId: 3, results: jobs[i]!.mutations.map((m) => ({ id: m.id, status: 'applied' })) });
    expect(await logged(jobs[i]!.clientId)).toEqual([1, 2, 3].map((mutationId) => ({ mutationId, status: 'applied' })));
  }
  // The first push found the queue idle and went alone; the 23 that arrived while it waited went together.
  if (transactions !== undefined) expect(transactions).toBe(2);
  // Sent again, every mutation is a duplicate: each counter moved to 3.
  const again = await Promise.all(jobs.map((job) => push(server, job.token, job.clientId, job.mutations)));
  for (const answer of again) expect(statuses(answer.body)).toEqual(['duplicate', 'duplicate', 'duplicate']);
});

it('rejects only the refused mutation of one push in a group; the other pushes are applied whole', async () => {
  const good = Array.from({ length: 8 }, () => randomUUID());
  const refusedClient = randomUUID();
  const refusing: RawMutation[] = [
    { id: 1, name: 'progress.set', args: progressArgs({ section: 0, progress: 21 }) },
    { id: 2, name: 'progress.set', args: progressArgs({ section: 9 }) },
    { id: 3, name: 'progress.set', args: progressArgs({ section: 1, progress: 22 }) },
  ];
  const answers = await Promise.all([
    // The others are the admin's: on PostgreSQL, concurrent writes of one learner's rows in opposite
    // orders may deadlock, which fails a push as a whole (the client retries); not what this checks.
    ...good.slice(0, 4).map((clientId) => push(server, admin, clientId, progressBatch(1, 2))),
    push(server, learner, refusedClient, refusing),
    ...good.slice(4).map((clientId) => push(server, admin, clientId, progressBatch(1, 2))),
  ]);
  const refused = answers[4]!;
  expect(refused.status).toBe(200);
  expect(statuses(refused.body)).toEqual(['applied', 'rejected', 'applied']);
  expect(refused.body.results[1]!.reason).toMatch(/^This lesson has \d sections, so progress for section 10 was not saved.$/);
  expect(await logged(refusedClient)).toEqual([{ mutationId: 1, status: 'applied' }, { mutationId: 2, status: 'rejected' }, { mutationId: 3, status: 'applied' }]);
  for (const answer of [...answers.slice(0, 4), ...answers.slice(5)]) expect(answer.body).toEqual({ lastMutationId: 2, results: [{ id: 1, status: 'applied' }, { id: 2, status: 'applied' }] });
});

it("refuses a push from another account's client (403) and a push whose transaction fails (500) alone; the rest of the group is applied", async () => {
  const learnersClient = randomUUID();
  await push(server, learner, learnersClient, progressBatch(1, 1));
  const others = Array.from({ length: 6 }, () => randomUUID());
  const failing = randomUUID();
  const sendOther = (clientId: string) => push(server, learner, clientId, progressBatch(1, 1, { progress: 30 }));
  // The first push of a burst goes alone; the next ones wait for it and go together.
  const [first, foreign, failed, ...rest] = await Promise.all([
    sendOther(others[0]!),
    push(server, admin, learnersClient, progressBatch(1, 1)),
    push(server, learner, failing, [{ id: 1, name: 'progress.set', args: progressArgs({ progress: 66 }) }]),
    ...others.slice(1).map(sendOther),
  ]);
  rest.push(first!);
  expect(foreign!.status).toBe(403);
  expect(failed!.status).toBe(500);
  for (const answer of rest) expect(answer.body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
  // Nothing of the failed push was kept: its first mutation is applied when sent again without the failure.
  expect(await logged(failing)).toEqual([]);
  const retried = await push(server, learner, failing, [{ id: 1, name: 'progress.set', args: progressArgs({ progress: 65 }) }]);
  expect(retried.body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
  // The learner's client is still the learner's, at the counter its own push left.
  expect((await push(server, learner, learnersClient, progressBatch(1, 2))).body.results.map((r) => r.status)).toEqual(['duplicate', 'applied']);
});

it('applies two pushes of one client sent together in order, and a batch sent twice at once only once', async () => {
  const clientId = randomUUID();
  const [first, second] = await Promise.all([push(server, learner, clientId, progressBatch(1, 3)), push(server, learner, clientId, progressBatch(4, 3))]);
  expect(first.body).toEqual({ lastMutationId: 3, results: [1, 2, 3].map((id) => ({ id, status: 'applied' })) });
  const secondApplied = { lastMutationId: 6, results: [4, 5, 6].map((id) => ({ id, status: 'applied' })) };
  // PGlite's queue keeps the order they arrived in; on PostgreSQL the second may lock the client first
  // and is then skipped whole (its ids are past a gap), to be sent again, as a device would.
  if (onPglite) expect(second.body).toEqual(secondApplied);
  else expect([secondApplied, { lastMutationId: 0, results: [4, 5, 6].map((id) => ({ id, status: 'skipped' })) }]).toContainEqual(second.body);
  const twice = randomUUID();
  const answers = await Promise.all([push(server, learner, twice, progressBatch(1, 4)), push(server, learner, twice, progressBatch(1, 4))]);
  expect(answers.map((a) => statuses(a.body)).sort()).toEqual([['applied', 'applied', 'applied', 'applied'], ['duplicate', 'duplicate', 'duplicate', 'duplicate']]);
  expect(await logged(twice)).toHaveLength(4);
});
