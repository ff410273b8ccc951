/**
 * A pull never misses a row whose transaction committed after a later one (migration 0009): one
 * writer holds its transaction open on a connection of its own while a push commits, a pull runs,
 * and only then the first commits; the next pull still brings its rows and its deletion. PostgreSQL
 * only (PGlite has one connection); the held writer also shows that writes of one organisation no
 * longer wait on each other (the push commits while the first transaction holds its rows).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { databaseUrl, postgresSkipReason } from './support/empty-postgres';
import { progressArgs, pull, push, putIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

if (postgresSkipReason) console.info(`sync-late-commit.test.ts skipped: ${postgresSkipReason}`);

describe.skipIf(postgresSkipReason)('pull with a transaction that commits late', () => {
  let server: TestServer;
  let held: pg.Client;
  let token: string;
  const clientId = randomUUID();

  beforeAll(async () => {
    server = await createTestServer();
    token = await signIn('learner@demo.test');
    const [database] = await selectRows<{ name: string }>(server.db, sql`select current_database() as name`);
    held = new pg.Client({ connectionString: databaseUrl(database!.name) });
    await held.connect();
  }, 60_000);
  afterAll(async () => {
    await held?.end();
    await server?.close();
  });

  it('sends the rows and deletions of the transaction that started first and committed last', async () => {
    const first = await pull(server, token, clientId);
    expect(putIds(first, 'progress')).toContain('c5-spreadsheets-m1-l1:0');

    await held.query('begin');
    await held.query(`insert into lesson_progress (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed)
      values ('p-late', '5', 'u5-learner', 'c5-spreadsheets', 'c5-spreadsheets-m2-l2', 5, 30, false)`);
    await held.query(`delete from lesson_progress where user_id = 'u5-learner' and lesson_id = 'c5-spreadsheets-m1-l1' and section = 0`);

    const pushed = await push(server, token, clientId, [{ id: 1, name: 'progress.set', args: progressArgs({ section: 2, progress: 40 }) }]);
    expect(pushed.body.results).toEqual([{ id: 1, status: 'applied' }]);

    const middle = await pull(server, token, clientId, first.cursor);
    expect(middle.reset).toBe(false);
    expect(putIds(middle, 'progress')).toEqual(['c5-spreadsheets-m1-l2:2']);
    expect(middle.changes.progress!.del).toEqual([]);

    await held.query('commit');
    const last = await pull(server, token, clientId, middle.cursor);
    expect(last.reset).toBe(false);
    expect(putIds(last, 'progress')).toContain('c5-spreadsheets-m2-l2:5');
    expect(last.changes.progress!.del).toEqual(['c5-spreadsheets-m1-l1:0']);

    // Once nothing is running any more the cursor passes both transactions: a quiet pull is empty.
    const quiet = await pull(server, token, clientId, (await pull(server, token, clientId, last.cursor)).cursor);
    expect(putIds(quiet, 'progress')).toEqual([]);
  }, 60_000);
});
