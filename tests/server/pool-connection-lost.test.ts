/**
 * An idle pooled PostgreSQL connection that the server ends (a restart, a failover,
 * `pg_terminate_backend`, a dropped database) must neither end the API process nor break the next
 * query: openDatabase reports it and the pool replaces the connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closerOf, MEMORY_DATA_DIR, openDatabase } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { createEmptyDatabase, onServer, postgresSkipReason } from './support/empty-postgres';

if (postgresSkipReason) console.info(`pool-connection-lost.test.ts skipped: ${postgresSkipReason}`);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(postgresSkipReason)('an idle pooled connection ended by PostgreSQL', () => {
  it('is reported, and the next query runs on a new connection', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const onConnectionError = vi.fn();
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: MEMORY_DATA_DIR, onConnectionError });
    cleanups.push(() => handle.close());
    // Three queries at once leave three idle connections in the pool.
    await Promise.all([1, 2, 3].map(() => selectRows(handle.db, sql`select pg_sleep(0.05)`)));
    const name = new URL(database.url).pathname.slice(1);
    const ended = await onServer(async (client) => {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
      for (const { pid } of rows) await client.query('select pg_terminate_backend($1)', [pid]);
      return rows.length;
    });
    expect(ended).toBeGreaterThanOrEqual(3);
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalledTimes(ended), { timeout: 10_000 });
    expect(String(onConnectionError.mock.calls[0]![0])).toMatch(/terminat/i);
    const [row] = await selectRows<{ n: number }>(handle.db, sql`select 41 + 1 as n`);
    expect(row!.n).toBe(42);
  }, 60_000);

  it('closes only once every connection has ended, so the database can be dropped at once', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const pool = new pg.Pool({ connectionString: database.url });
    const close = closerOf(pool);
    let ended = 0;
    pool.on('remove', () => void ended++);
    await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
    expect(pool.totalCount).toBe(3);
    await close();
    expect(ended).toBe(3);
    const name = new URL(database.url).pathname.slice(1);
    const { rows } = await onServer((client) => client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]));
    expect(rows[0]!.n).toBe(0);
  }, 60_000);
});
