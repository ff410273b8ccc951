/**
 * Forwarding kept statements to an external LRS (issue 51 item 4; LRS_ENDPOINT, off by default).
 * `xapi_forwards` is a leased queue (db/leased-queue.ts), as push deliveries are, so processes
 * sharing the database never send one twice at once. A failed POST (network, non-2xx) is retried
 * with exponential backoff, up to MAX_TRIES; a sent row is deleted.
 */
import { sql } from 'drizzle-orm';
import type { XapiStatement } from '../../../../contract/xapi';
import type { Database } from '../../../db/client';
import { backoffMs as queueBackoffMs, claimDue, drainQueue, retryLater, type QueueTable } from '../../../db/leased-queue';
import { selectRows } from '../../../db/rows';

export const MAX_TRIES = 10;
const BACKOFF_CAP_MS = 6 * 3_600_000;
/** The wait before try `tries + 1`: 30 s, 1 min, 2 min, … at most six hours. */
export const backoffMs = (tries: number) => queueBackoffMs(tries, BACKOFF_CAP_MS);
const QUEUE: QueueTable = { table: 'xapi_forwards', key: 'statement_id' };

export interface LrsTarget {
  /** The LRS's xAPI base URL; statements are PUT-less POSTed to `<endpoint>/statements`. */
  endpoint: string;
  /** The `Authorization` header's value (e.g. `Basic …`), if any. */
  auth?: string;
  batch?: number;
}

type Claimed = Omit<XapiStatement, 'userId' | 'courseId' | 'lessonId' | 'item' | 'source'> & { tries: number };

async function claim(db: Database, batch: number): Promise<Claimed[]> {
  return selectRows<Claimed>(db, sql`
    ${claimDue(QUEUE, batch, sql`q.statement_id, q.tries`)}
    select s.id::text, c.tries, s.actor, s.verb, s.object, s.result,
      to_char(s.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
      to_char(s.stored at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as stored
    from claimed c join xapi_statements s on s.id = c.statement_id`);
}

/** The statement as the LRS receives it (xAPI 1.0.3; `stored` is the LRS's to set). */
const wireOf = ({ tries: _tries, stored: _stored, result, ...statement }: Claimed) => ({ ...statement, ...(result ? { result } : {}) });

async function sendOne(db: Database, row: Claimed, target: LrsTarget): Promise<void> {
  try {
    const response = await fetch(`${target.endpoint.replace(/\/+$/, '')}/statements`, {
      method: 'POST', redirect: 'error', signal: AbortSignal.timeout(15_000), body: JSON.stringify(wireOf(row)),
      headers: { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3', ...(target.auth ? { authorization: target.auth } : {}) },
    });
    await response.body?.cancel();
    // 409: the LRS has this statement id already (an earlier try reached it): done.
    if (!response.ok && response.status !== 409) throw new Error(`the LRS answered ${response.status}`);
    await db.execute(sql`delete from xapi_forwards where statement_id = ${row.id}`);
  } catch (error) {
    await db.execute(retryLater(QUEUE, row.id, row, String((error as Error).message ?? error), { maxTries: MAX_TRIES, capMs: BACKOFF_CAP_MS }));
  }
}

/** Sends what is due, batch by batch, until nothing is; resolves to the number of statements tried. */
export function forwardDue(db: Database, target: LrsTarget): Promise<number> {
  return drainQueue((batch) => claim(db, batch), (row) => sendOne(db, row, target), target.batch);
}

/** Forwards every few seconds until stopped (server/index.ts starts it when LRS_ENDPOINT is set). */
export function startLrsForwarder(deps: { db: Database; target: LrsTarget; everyMs?: number; onError: (error: unknown) => void }) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (!stopped) running = running.then(() => forwardDue(deps.db, deps.target)).catch(deps.onError);
  };
  const timer = setInterval(tick, deps.everyMs ?? 5_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
