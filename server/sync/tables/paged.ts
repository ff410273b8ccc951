/**
 * Paged pulled tables (issue 14): a staff table whose rows can be many (an admin's 20,000 people) is
 * read in id order with a keyset (`id > after … limit n`), so a paged pull answers it in pages
 * without reading a row twice. Unpaged pulls read it whole through `put`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { ReadContext, TableReader } from './table';

/** How to declare a paged table. */
export interface PagedTableDefinition extends Pick<TableReader, 'name' | 'tombstones'> {
  /**
   * The caller's rows changed since `ctx.since` as a query ending in its WHERE clause (the keyset
   * condition is appended with `and`, then ORDER BY and LIMIT).
   */
  rows(ctx: ReadContext): SQL;
  /** The SQL expression of the row's `id` (a column, so the keyset can use its index). */
  key: SQL;
}

/** A reader with `page`, read by keyset on `key`. */
export function pagedTable(definition: PagedTableDefinition): TableReader {
  const read = (db: Database, ctx: ReadContext, after: string | null, limit: number | null) => {
    const from = after === null ? sql`` : sql` and ${definition.key} > ${after}`;
    const cap = limit === null ? sql`` : sql` limit ${limit}`;
    return selectRows<{ id: string }>(db, sql`${definition.rows(ctx)}${from} order by ${definition.key}${cap}`);
  };
  return {
    name: definition.name,
    put: (db, ctx) => read(db, ctx, null, null),
    page: (db, ctx, after, limit) => read(db, ctx, after, limit),
    ...(definition.tombstones === undefined ? {} : { tombstones: definition.tombstones }),
  };
}
