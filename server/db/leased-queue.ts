/**
 * A queue table whose rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease (push deliveries,
 * LRS forwards): processes sharing the database never take the same row, and a row claimed by a
 * process that died is taken again once its lease ends. A failed try waits with exponential backoff.
 * The table has `status` ('pending' | 'sending' | …), `claimed_until`, `next_try_at`, `tries` and
 * `last_error` beside its key.
 */
import { sql, type SQL } from 'drizzle-orm';

export const LEASE_SECONDS = 120;

export interface QueueTable {
  /** The table's name. */
  table: string;
  /** Its key column. */
  key: string;
}

/** The wait before try `tries + 1`: 30 s, 1 min, 2 min, … at most `capMs`. */
export const backoffMs = (tries: number, capMs: number) => Math.min(capMs, 30_000 * 2 ** Math.max(0, tries - 1));

/**
 * The CTEs `due` and `claimed`: up to `batch` rows that are due (or whose lease ended), marked
 * 'sending' with a new lease and one more try; `claimed` returns `returning` (its rows are `q`).
 */
export function claimDue({ table, key }: QueueTable, batch: number, returning: SQL): SQL {
  const name = sql.identifier(table);
  const id = sql.identifier(key);
  return sql`
    with due as (
      select ${id} from ${name}
      where (status = 'pending' and next_try_at <= now()) or (status = 'sending' and claimed_until < now())
      order by next_try_at limit ${batch} for update skip locked
    ), claimed as (
      update ${name} q set status = 'sending', claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), tries = q.tries + 1
      from due where q.${id} = due.${id}
      returning ${returning}
    )`;
}

/** After a failed try: pending again after the backoff, or `failed` for good after `maxTries`. */
export function retryLater({ table, key }: QueueTable, id: string | number, row: { tries: number }, reason: string, limits: { maxTries: number; capMs: number }): SQL {
  const status = row.tries >= limits.maxTries ? 'failed' : 'pending';
  return sql`update ${sql.identifier(table)} set status = ${status}, claimed_until = null, last_error = ${reason.slice(0, 500)},
    next_try_at = now() + make_interval(secs => ${backoffMs(row.tries, limits.capMs) / 1000}) where ${sql.identifier(key)} = ${id}`;
}

/** Claims and sends batch by batch until nothing is due; resolves to the number of rows tried. */
export async function drainQueue<Row>(claim: (batch: number) => Promise<Row[]>, send: (row: Row) => Promise<void>, batch = 50): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claim(batch);
    if (rows.length === 0) return handled;
    await Promise.all(rows.map(send));
    handled += rows.length;
  }
}
