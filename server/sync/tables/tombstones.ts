/**
 * The deletions a delta answers: the tombstones of the caller's organisation newer than the cursor
 * that are a deletion of one of the caller's tables under its declared scope (scope.ts), read in one
 * statement, each tagged with the table it is a deletion of (a learner's progress tombstone is
 * `progress` for them and `studentProgress` for their teacher).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { PullContext, PullTable, Tombstone } from './table';

/** The tombstones newer than `ctx.since` that are deletions of `tables` (those of the caller's role). */
export async function loadTombstones(db: Database, ctx: PullContext, tables: readonly PullTable[]): Promise<Tombstone[]> {
  const kinds = tables.flatMap((table) => {
    const filter = table.tombstoneFilter(ctx);
    return filter ? [sql`case when ${filter} then ${table.name}::text end`] : [];
  });
  if (kinds.length === 0) return [];
  // One scan of the organisation's new tombstones; a tombstone of several tables comes once for each.
  return selectRows<Tombstone>(db, sql`
    select x.name as "tableName", x.row_id as "rowId", x.user_id as "userId"
    from (select unnest(array[${sql.join(kinds, sql`, `)}]) as name, t.row_id, t.user_id, t.version from sync_tombstones t
      where t.organisation_id = ${ctx.caller.organisationId} and t.version > ${ctx.since}) x
    where x.name is not null
    order by x.version`);
}
