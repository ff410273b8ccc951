/**
 * Paged pulled tables (issue 14): a staff table whose rows can be many (an admin's 20,000 people) is
 * read in id order with a keyset (`id > after … limit n`), so a paged pull answers it in pages
 * without reading a row twice. Unpaged pulls read it whole through `put`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SyncTableName } from '../../../../contract/sync';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import type { PullContext, PullTable, Tombstone } from './table';
import { teaches } from '../../../db/batch-teachers';

/** How to declare a paged table. */
export interface PagedTableDefinition {
  name: SyncTableName;
  /**
   * The caller's rows changed since `ctx.since` as a query ending in its WHERE clause (the keyset
   * condition is appended with `and`, then ORDER BY and LIMIT), or null when the caller has none.
   * With `load`, only the condition `load` puts after its own WHERE.
   */
  rows(ctx: PullContext): SQL | null;
  /** The SQL expression of the row's `id` (a column, so the keyset can use its index). */
  key: SQL;
  del(tombstones: Tombstone[], ctx: PullContext): string[];
  /** Turns the selected rows into the table's row shape (default: as selected). */
  load?(db: Database, query: SQL): Promise<{ id: string }[]>;
}

/** A PullTable with `page`, read by keyset on `key`. */
export function pagedTable(definition: PagedTableDefinition): PullTable {
  const load = definition.load ?? ((db: Database, query: SQL) => selectRows<{ id: string }>(db, query));
  const read = async (db: Database, ctx: PullContext, after: string | null, limit: number | null) => {
    const rows = definition.rows(ctx);
    if (rows === null) return [];
    const from = after === null ? sql`` : sql` and ${definition.key} > ${after}`;
    const cap = limit === null ? sql`` : sql` limit ${limit}`;
    return load(db, sql`${rows}${from} order by ${definition.key}${cap}`);
  };
  return {
    name: definition.name,
    put: (db, ctx) => read(db, ctx, null, null),
    page: (db, ctx, after, limit) => read(db, ctx, after, limit),
    del: definition.del,
  };
}

/** SQL: the user ids of the members of the batches the teacher `ctx.caller` teaches. */
export const membersOf = ({ caller }: PullContext) => sql`(select m.user_id from batch_members m join batches b on b.id = m.batch_id
  where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId})`;

/** SQL true when user `userId` is a member of a batch of course `courseId` that the caller teaches. */
export const inTaughtBatch = ({ caller }: PullContext, userId: SQL, courseId: SQL) => sql`exists (select 1 from batch_members m
  join batches b on b.id = m.batch_id where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId}
  and m.user_id = ${userId} and b.course_id = ${courseId})`;

/** The tombstones of table `name` (admins receive every tombstone of their organisation). */
export const tombstonesOf = (name: string) => (tombstones: Tombstone[]) =>
  tombstones.filter((t) => t.tableName === name).map((t) => t.rowId);
