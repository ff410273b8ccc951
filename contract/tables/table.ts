/**
 * What a synced table is (CONVENTIONS §14): one declaration names the table, its row schema, its
 * key, the Dexie indexes the client needs and which callers receive which of its rows. The server's
 * pull readers, the client's Dexie stores and pull application are checked against these
 * declarations (tests/contract/table-agreement.test.ts).
 */
import type { z } from 'zod';
import type { Role } from '../wire';

/**
 * Which rows of a table one role receives:
 * - `organisation`: the organisation's rows the role may see (e.g. the catalogue);
 * - `openable-courses`: rows of courses the caller may open;
 * - `own`: the caller's own rows;
 * - `own-batches`: rows of the batches the caller is in;
 * - `taught-batches`: rows of the batches the caller teaches, their members' included.
 */
export type RowScope = 'organisation' | 'openable-courses' | 'own' | 'own-batches' | 'taught-batches';

/** What one role receives: one scope, or several (a row in any of them). */
export type RoleScope = RowScope | readonly RowScope[];

/**
 * For a table the server reads straight from its SQL table, without a reader of its own: the row
 * fields that name the learner, course and batch its scopes are about (an `organisation_id` column
 * is always there), or `{ column }`, a column of the SQL table the row does not carry (the owner of
 * the caller's own rows, `user_id`). See server/sync/tables/declared.ts for what it reads.
 */
export type ScopeFields<Row> = Partial<Record<'user' | 'course' | 'batch', Extract<keyof Row, string> | { column: string }>>;

/** One synced table. A role missing from `scope` receives none of its rows (the server never reads it for them). */
export interface SyncedTableDeclaration<Name extends string = string, Row extends z.ZodType<{ id: string }> = z.ZodType<{ id: string }>> {
  name: Name;
  row: Row;
  /** The primary key on both sides: every synced row has a string `id`. */
  key: 'id';
  /** Dexie indexes after the key, as `version(n).stores()` writes them (compound ones as `[a+b]`). */
  indexes: readonly string[];
  /** Compiled to SQL by the server's pull (server/sync/tables/scope.ts): its rows, and its tombstones. */
  scope: Partial<Record<Role, RoleScope>>;
  /**
   * The Dexie version that made this table's store as declared here (src/data/db.ts adds it to its
   * version history, so a new table edits no db.ts). Changing `indexes` later means raising it to a
   * new version, never editing a shipped one. Tables made before version 23 are in db.ts's frozen history.
   */
  dexie?: number;
  /** Set: the server reads it from its SQL table by these fields ({@link ScopeFields}); unset: it has a reader of its own. */
  scopeFields?: ScopeFields<z.infer<Row>>;
  /** With `scopeFields`: the SQL table, when it is not the name in snake case (`modules` → `course_modules`). */
  sqlTable?: string;
  /** With `scopeFields`: the column of a row field not named as the field in snake case (`{ id: 'user_id' }`). */
  columns?: Partial<Record<Extract<keyof z.infer<Row>, string>, string>>;
}

/** Declares a synced table (keeps the literal name and row type, and whether it names `scopeFields`). */
export function defineTable<Name extends string, Row extends z.ZodType<{ id: string }>, Fields extends ScopeFields<z.infer<Row>> | undefined = undefined>(
  table: Omit<SyncedTableDeclaration<Name, Row>, 'key' | 'scopeFields'> & { scopeFields?: Fields },
): SyncedTableDeclaration<Name, Row> & { scopeFields: Fields } {
  return { ...table, key: 'id' } as SyncedTableDeclaration<Name, Row> & { scopeFields: Fields };
}

/** The Dexie store string of a declared table: the key first, then its indexes. */
export function dexieStore(table: Pick<SyncedTableDeclaration, 'key' | 'indexes'>): string {
  return [table.key, ...table.indexes].join(', ');
}

/** The Dexie versions the declarations name (`dexie`), oldest first, each with the stores of the tables that name it. */
export function declaredVersions(tables: readonly Pick<SyncedTableDeclaration, 'name' | 'key' | 'indexes' | 'dexie'>[]): [number, Record<string, string>][] {
  const versions = new Map<number, Record<string, string>>();
  for (const table of tables) {
    if (table.dexie !== undefined) versions.set(table.dexie, { ...versions.get(table.dexie), [table.name]: dexieStore(table) });
  }
  return [...versions].sort(([a], [b]) => a - b);
}

/** The scopes under which callers of `role` receive rows of `table` (none: they receive none). */
export function scopesOf(table: Pick<SyncedTableDeclaration, 'scope'>, role: Role): readonly RowScope[] {
  const scope = table.scope[role];
  return scope === undefined ? [] : typeof scope === 'string' ? [scope] : scope;
}

/** Whether callers of `role` receive rows of `table`. */
export function receives(table: Pick<SyncedTableDeclaration, 'scope'>, role: Role): boolean {
  return table.scope[role] !== undefined;
}
