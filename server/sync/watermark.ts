/**
 * The pull cursor (migration 0009): versions are the ids of the writing transactions, and a
 * cursor is a watermark, the highest id at or below which every transaction had finished when the
 * reader's snapshot was taken. Everything a finished transaction committed is in that snapshot, so
 * "versions above the cursor" next time never skips a row that commits late.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

/** Where the current snapshot stands: `seen`, the cursor to hand out; `horizon`, the highest id it could name. */
export interface Watermark {
  seen: number;
  horizon: number;
}

/**
 * The columns `seen` and `horizon` of {@link readWatermark}, for a statement that reads more beside
 * them: its `from` must name `pg_current_snapshot()` as `s.snap`.
 */
export const WATERMARK_COLUMNS = sql`(coalesce(
    (select min(x) from pg_snapshot_xip(s.snap) x where not exists (
      select 1 from pg_stat_activity a where a.backend_xid = xid(x) and a.datname <> current_database())),
    pg_snapshot_xmax(s.snap))::text::bigint - 1)::float8 as seen,
  (pg_snapshot_xmax(s.snap)::text::bigint - 1)::float8 as horizon`;

/**
 * Reads the watermark of the transaction's snapshot; call it inside a REPEATABLE READ transaction
 * so the rows it reads come from the same snapshot. The lowest transaction still running bounds
 * it (the snapshot's xmin), except transactions of other databases of the same PostgreSQL server,
 * which cannot write these rows: a test run or a second application would otherwise hold every
 * cursor back. A running id not (any more) listed in pg_stat_activity is kept, to be safe.
 */
export async function readWatermark(db: Database): Promise<Watermark> {
  const [row] = await selectRows<Watermark>(db, sql`with s as (select pg_current_snapshot() as snap) select ${WATERMARK_COLUMNS} from s`);
  if (!row) throw new Error('no snapshot');
  return row;
}
