/**
 * The live-event bus on its own: topics and details reach subscribers of that topic only (on this
 * bus and on a second one over the same database), unsubscribing stops delivery, a payload over
 * NOTIFY's limit is refused, and on PostgreSQL a lost LISTEN connection comes back and tells every
 * subscriber that events may have been missed.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { openLiveBus, type LiveBus } from '../../server/live/bus';
import { openTestDatabase } from './support/database';

const logger = pino({ level: 'silent' });
let database: DatabaseHandle;
let first: LiveBus;
let second: LiveBus;

/** The next `count` details `topic` brings on `bus`. */
function next(bus: LiveBus, topic: string, count = 1): Promise<(string | undefined)[]> {
  return new Promise((resolve) => {
    const seen: (string | undefined)[] = [];
    const stop = bus.subscribe(topic, (detail) => {
      seen.push(detail);
      if (seen.length === count) {
        stop();
        resolve(seen);
      }
    });
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  first = await openLiveBus(database.db, logger);
  second = await openLiveBus(database.db, logger);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

it('delivers a topic’s events, with their detail, to its subscribers on every bus and to no other topic', async () => {
  const other: (string | undefined)[] = [];
  const stopOther = second.subscribe('other', (detail) => other.push(detail));
  const here = next(first, 'topic', 2);
  const there = next(second, 'topic', 2);
  await first.publish('topic', 'one');
  await first.publish('topic');
  expect(await here).toEqual(['one', undefined]);
  expect(await there).toEqual(['one', undefined]);
  // A later event on 'other' arrives after these, so had 'topic' leaked there it would show.
  const last = next(second, 'other');
  await second.publish('other', 'mine');
  await last;
  stopOther();
  expect(other).toEqual(['mine']);
});

it('stops delivering to an unsubscribed listener', async () => {
  const heard: string[] = [];
  const stop = first.subscribe('quiet', (detail) => heard.push(detail ?? ''));
  const delivered = next(first, 'quiet');
  await first.publish('quiet', 'a');
  await delivered;
  stop();
  const marker = next(first, 'marker');
  await first.publish('quiet', 'b');
  await first.publish('marker');
  await marker;
  expect(heard).toEqual(['a']);
});

it('refuses an event larger than NOTIFY allows', async () => {
  await expect(first.publish('big', 'x'.repeat(8000))).rejects.toThrow(/8000 bytes/);
});

it.runIf(Boolean(process.env.DATABASE_URL))('comes back after its LISTEN connection is killed and reports the gap', async () => {
  const gap = next(second, 'after-gap');
  const killed = await selectRows<{ done: boolean }>(database.db, sql`select pg_terminate_backend(pid) as done from pg_stat_activity
    where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
  expect(killed).toEqual([{ done: true }, { done: true }]);
  // Both buses reconnect; each tells its subscribers that something may have been missed.
  expect(await gap).toEqual([undefined]);
  const after = next(second, 'after-gap');
  await first.publish('after-gap', 'again');
  expect(await after).toEqual(['again']);
}, 20_000);
