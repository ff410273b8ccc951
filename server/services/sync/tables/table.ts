/** What a pulled table is: how to read its changed rows and which tombstones are its deletions. */
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../../contract/api';
import type { SyncTableName } from '../../../../contract/tables';
import type { Caller } from '../../../app-env';
import type { Database } from '../../../db/client';

/** The reader of one pull: who asks, and the version their rows must be newer than (0: everything). */
export interface PullContext {
  caller: Caller;
  since: number;
}

/** A deleted row as the tombstone trigger recorded it. */
export interface Tombstone {
  tableName: string;
  rowId: string;
  userId: string | null;
}

/** One table of the pull answer. */
export interface PullTable {
  name: SyncTableName;
  /** Rows the caller may see with `sync_version > since`, in the table's row shape; one query. */
  put(db: Database, ctx: PullContext): Promise<{ id: string }[]>;
  /** The ids to delete, from tombstones already filtered to what the caller could have seen. */
  del(tombstones: Tombstone[], ctx: PullContext): string[];
  /** The roles whose answers include the table (from its declaration's scope; absent: every role's). */
  roles?: readonly Role[];
  /** A paged table (see paged.ts): `put`'s rows with id > `after`, ordered by id, at most `limit`. */
  page?(db: Database, ctx: PullContext, after: string | null, limit: number): Promise<{ id: string }[]>;
  /** How many rows of a page's budget one row of this paged table counts for (default 1): a row that holds many. */
  rowWeight?: number;
  /**
   * SQL true when `put` may have rows for `ctx`: a weaker condition than its WHERE, cheap on an index
   * (see {@link changedRows}). A delta pull asks every table's in one statement and reads only the
   * tables where it holds; a table without it is always read.
   */
  changed?(ctx: PullContext): SQL;
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

/** The tombstones of table `name` (recorded for the org or for the caller) as ids. */
export const ownTombstones = (name: SyncTableName) => (tombstones: Tombstone[], ctx: PullContext) =>
  tombstones.filter((t) => t.tableName === name && (t.userId === null || t.userId === ctx.caller.id)).map((t) => t.rowId);
