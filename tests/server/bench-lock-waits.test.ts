// The scale bench's lock-wait sampler (bench/support/lock-waits.ts, issue 55 item 6) against a real
// PostgreSQL (`npm run test:postgres`; pg_stat_activity is PostgreSQL's, so on PGlite it is skipped):
// one connection holds a row lock for 300 ms while another waits to update the row, and the sampler
// reports that wait, longer than 10 ms, with its statement; a run without contention reports none.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleLockWaits } from '../../bench/support/lock-waits';

const url = process.env.DATABASE_URL;
const database = `lock_waits_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const urlOf = (name: string) => Object.assign(new URL(url ?? 'postgres://localhost/x'), { pathname: `/${name}` }).toString();

describe.skipIf(!url)('the lock-wait sampler on PostgreSQL', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const setup = new pg.Client({ connectionString: urlOf(database) });
    await setup.connect();
    await setup.query('create table probe (id int primary key, n int not null)');
    await setup.query('insert into probe values (1, 0)');
    await setup.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  test('reports a row-lock wait of another connection, over 10 ms, with its statement', async () => {
    const [holder, waiter] = [new pg.Client({ connectionString: urlOf(database) }), new pg.Client({ connectionString: urlOf(database) })];
    await Promise.all([holder.connect(), waiter.connect()]);
    try {
      const sampler = await sampleLockWaits(url!, database);
      await holder.query('begin');
      await holder.query('update probe set n = n + 1 where id = 1');
      const blocked = waiter.query('update probe set n = n + 10 where id = 1');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('commit');
      await blocked;
      const { samples, waits } = await sampler.stop();
      expect(samples).toBeGreaterThan(5);
      expect(waits).toHaveLength(1);
      expect(waits[0]!.ms).toBeGreaterThan(10);
      expect(waits[0]!.event).toBe('transactionid');
      expect(waits[0]!.query).toBe('update probe set n = n + 10 where id = 1');
      expect(waits[0]!.blocker).toBe('update probe set n = n + 1 where id = 1');
      expect((await holder.query<{ n: number }>('select n from probe')).rows[0]!.n).toBe(11);
    } finally {
      await Promise.all([holder.end(), waiter.end()]);
    }
  });

  test('reports nothing when no statement waits', async () => {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    try {
      const sampler = await sampleLockWaits(url!, database);
      for (let i = 0; i < 5; i += 1) await client.query('update probe set n = n + 1 where id = 1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await sampler.stop()).waits).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
