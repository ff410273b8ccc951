/**
 * Sync figures on the in-process app and its database (PGlite, or PostgreSQL with DATABASE_URL), printed, not asserted (machines differ):
 * pushing 1,000 progress.set intents in batches of 200, and a full pull with 10,000 progress rows
 * seeded for one user.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PUSH_BATCH } from '../../contract/sync';
import { progressBatch, pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

// A limit, not a figure: 1,000 writes on PostgreSQL on a loaded machine took more than the default.
it('measures pushing 1,000 progress.set intents in batches of 200', { timeout: 300_000 }, async () => {
  const clientId = randomUUID();
  const start = performance.now();
  for (let first = 1; first <= 1000; first += MAX_PUSH_BATCH) {
    const { body } = await push(server, token, clientId, progressBatch(first, MAX_PUSH_BATCH, { lessonId: 'c5-spreadsheets-m2-l1' }));
    expect(body.results.filter((r) => r.status !== 'applied')).toEqual([]);
  }
  console.info(`[sync figure] push 1,000 progress.set in batches of ${MAX_PUSH_BATCH}: ${Math.round(performance.now() - start)} ms`);
});

it('measures a full pull with 10,000 progress rows of one user', { timeout: 300_000 }, async () => {
  await server.db.execute(sql`insert into lesson_progress (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed)
    select 'bulk-' || s, '5', 'u5-learner', 'c5-finance', 'c5-finance-m1-l1', 1000 + s, 50, false from generate_series(1, 10000) s`);
  const clientId = randomUUID();
  await pull(server, token, clientId);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    const answer = await pull(server, token, clientId);
    times.push(performance.now() - start);
    rows = Object.values(answer.changes).reduce((n, t) => n + t.put.length, 0);
  }
  times.sort((a, b) => a - b);
  console.info(`[sync figure] full pull, ${rows} rows (10,000+ progress): median ${Math.round(times[2]!)} ms (min ${Math.round(times[0]!)}, max ${Math.round(times[4]!)})`);
  expect(rows).toBeGreaterThan(10_000);
});
