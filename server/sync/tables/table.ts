/** What a pulled table is: how to read its changed rows and which tombstones are its deletions. */
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../contract/api';
import type { RowScope, SyncTableName } from '../../../contract/tables';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import type { ScopeColumns } from './scope';

/** The reader of one pull: who asks, and the version their rows must be newer than (0: everything). */
export interface PullContext {
  caller: Caller;
  since: number;
}

/** A reader's context: the pull's, and the scopes the caller's role receives the table under (its declaration's). */
export interface ReadContext extends PullContext {
  scopes: readonly RowScope[];
  /** SQL true for the rows, named by `columns`, in those scopes (scope.ts): the reader's whole role filter. */
  inScope(columns: ScopeColumns): SQL;
}

/** A deleted row as the tombstone trigger recorded it; `tableName` is the pulled table it is a deletion of (tombstones.ts). */
export interface Tombstone {
  tableName: string;
  rowId: string;
  userId: string | null;
}

/** Which tombstones are a table's deletions: those recorded under `of` (default its name), each id made by `id` (default the row id). */
export interface TombstoneSource {
  of?: string;
  id?(tombstone: Tombstone): string;
}

/** How one table is read, as its file declares it (index.ts adds its declaration's scopes and tombstones). */
export interface TableReader {
  name: SyncTableName;
  /** Rows in `ctx`'s scopes with `sync_version > since`, in the table's row shape; one query. */
  put(db: Database, ctx: ReadContext): Promise<{ id: string }[]>;
  /** A paged table (see paged.ts): `put`'s rows with id > `after`, ordered by id, at most `limit`. */
  page?(db: Database, ctx: ReadContext, after: string | null, limit: number): Promise<{ id: string }[]>;
  /** How many rows of a page's budget one row of this paged table counts for (default 1): a row that holds many. */
  rowWeight?: number;
  /**
   * SQL true when `put` may have rows for `ctx`: a weaker condition than its WHERE, cheap on an index
   * (see {@link changedRows}). A delta pull asks every table's in one statement and reads only the
   * tables where it holds; a table without it is always read.
   */
  changed?(ctx: PullContext): SQL;
  /** Its deletions (default: the tombstones of its own name); null when it has none (its rows are sent whole, or kept). */
  tombstones?: TombstoneSource | null;
}

/** One table of the pull answer, limited to the roles its declaration scopes (index.ts). */
export interface PullTable extends Omit<TableReader, 'put' | 'page' | 'tombstones'> {
  put(db: Database, ctx: PullContext): Promise<{ id: string }[]>;
  page?(db: Database, ctx: PullContext, after: string | null, limit: number): Promise<{ id: string }[]>;
  /** The roles whose answers include the table (from its declaration's scope). */
  roles: readonly Role[];
  /** SQL true for a tombstone `t` that is a deletion of this table for `ctx`'s caller; null: it has none. */
  tombstoneFilter(ctx: PullContext): SQL | null;
  /** Its ids to delete, from the tombstones loaded for the answer (tombstones.ts). */
  del(tombstones: readonly Tombstone[]): string[];
}

/**
 * `changed` of a reader whose WHERE holds, on its main table `table`, `organisation_id = <the
 * caller's organisation> and sync_version > since` (and `user_id = <the caller>` for 'own' rows):
 * any row it reads has a row of `table` that makes this true, so false means it reads none.
 */
export const changedRows = (table: string, rows: 'organisation' | 'own') => ({ caller, since }: PullContext) => sql`exists (
  select 1 from ${sql.identifier(table)} t where ${rows === 'own' ? sql`t.user_id = ${caller.id} and ` : sql``}t.organisation_id = ${caller.organisationId}
    and t.sync_version > ${since})`;

/** `changed` of a reader whose rows join several tables, each as in {@link changedRows}: true when any of them changed. */
export const changedAnyOf = (...parts: ((ctx: PullContext) => SQL)[]) => (ctx: PullContext) =>
  sql`(${sql.join(parts.map((part) => part(ctx)), sql` or `)})`;

/** A timestamp column as the ISO 8601 text the contract uses, made in SQL so rows need no mapping. */
export const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
