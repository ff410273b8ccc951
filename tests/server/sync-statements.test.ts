/**
 * On embedded PGlite every statement queues behind every other request's on its one connection, so
 * the statements a sync costs bound how many devices one server keeps up with (docs/PERFORMANCE.md,
 * "200 learners on PGlite"). A learner's delta pull reads its state in one statement and skips the
 * tables that did not change; a push of progress writes needs no savepoint while nothing fails, and
 * its rate limit and live event stay in the process.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordServerStatements } from './support/statements';
import { progressBatch, pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
/** The statements sent since the last `take()`, in or outside a transaction (BEGIN and COMMIT aside). */
let take: () => string[] = () => [];

beforeAll(async () => {
  server = await createTestServer({ limits: { callerCacheMs: 60_000 } });
  learner = await signIn('learner@demo.test');
  ({ take } = recordServerStatements(server.db));
});
afterAll(() => server?.close());

it.skipIf(Boolean(process.env.DATABASE_URL))("a learner's delta pull and a push of 5 progress writes cost a few statements each on PGlite", async () => {
  const clientId = randomUUID();
  let { cursor } = await pull(server, learner, clientId);
  for (const firstId of [1, 6]) {
    await push(server, learner, clientId, progressBatch(firstId, 5));
    ({ cursor } = await pull(server, learner, clientId, cursor));
  }
  take();
  const { body } = await push(server, learner, clientId, progressBatch(11, 5));
  const pushed = take();
  expect(body.results.map((r) => r.status)).toEqual(Array(5).fill('applied'));
  expect(pushed.filter((text) => /savepoint/i.test(text))).toEqual([]);
  // The device's row, five writes (the first with the lesson check), and the counter with the audit
  // log (the rate limit and the live event cost no statement on PGlite).
  expect(pushed.length, pushed.join('\n')).toBeLessThanOrEqual(7);
  const delta = await pull(server, learner, clientId, cursor);
  const pulled = take();
  expect(delta.reset).toBe(false);
  expect(delta.changes.progress!.put.length).toBeGreaterThan(0);
  // The isolation level, the state (device, access marks, watermark), tombstones, which tables changed, and progress.
  expect(pulled.length, pulled.join('\n')).toBeLessThanOrEqual(5);
});

it.skipIf(Boolean(process.env.DATABASE_URL))('pushes of new devices sent together cost about one statement each on PGlite', async () => {
  take();
  const answers = await Promise.all(Array.from({ length: 20 }, () => push(server, learner, randomUUID(), progressBatch(1, 1))));
  const pushed = take();
  expect(answers.map((a) => a.body.results[0]?.status)).toEqual(Array(20).fill('applied'));
  // The first goes alone (its row, its checked write, its counter); the other 19 wait and go
  // together: one statement for their rows, one checked write each, one for their counters and log.
  expect(pushed.length, pushed.join('\n')).toBeLessThanOrEqual(3 + 1 + 19 + 1);
});
