/**
 * The reader of a table declared with `scopeFields` (contract/tables/table.ts), made from its
 * declaration instead of written by hand: it reads the SQL table named as the table in snake case
 * (`quizNotes` → `quiz_notes`) or its `sqlTable`, each row field from the column of its name in
 * snake case or its `columns` entry (a date-time field as ISO text, `iso`), keeps the rows in the
 * caller's scopes by `organisation_id` and the declared fields, and those with `sync_version` above
 * the cursor. Its deletions are the tombstones of its name (its migration's `sync_track`). A table
 * whose rows are shaped otherwise (joined, computed, composite ids) keeps a reader of its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { scopesOf, type ScopeFields, type SyncedTableDeclaration, type SyncTableName } from '../../../contract/tables';
import { roles } from '../../../contract/wire';
import { selectRows } from '../../db/rows';
import type { ScopeColumns } from './scope';
import { changedRows, iso, type TableReader } from './table';

/** `camelCase` as `snake_case`. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Whether a row field holds a date-time (read as ISO text), through `.nullable()` and `.optional()`. */
function isDateTime(field: z.ZodType): boolean {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodISODateTime;
}

/** What of a declaration its reader reads. */
type Declared = Pick<SyncedTableDeclaration, 'name' | 'row' | 'scope' | 'sqlTable' | 'columns'> & { scopeFields: ScopeFields<Record<string, unknown>> };

/** The SQL table a declared table is read from. */
export const declaredSqlTable = (declaration: Pick<SyncedTableDeclaration, 'name' | 'sqlTable'>) => declaration.sqlTable ?? snakeCase(declaration.name);

/** The row fields of a declaration (its row is an object schema). */
export function rowFields(declaration: Pick<SyncedTableDeclaration, 'name' | 'row'>): Record<string, z.ZodType> {
  if (!(declaration.row instanceof z.ZodObject)) throw new Error(`${declaration.name}: a table read by its declaration needs an object row`);
  return declaration.row.shape as Record<string, z.ZodType>;
}

/** The column a row field of `declaration` is read from. */
export const fieldColumn = (declaration: Pick<SyncedTableDeclaration, 'columns'>, field: string) =>
  (declaration.columns as Record<string, string> | undefined)?.[field] ?? snakeCase(field);

/** The columns a declared table's reader reads: one per row field, and those its scopes name. */
export function declaredColumns(declaration: Declared): string[] {
  const scoped = Object.values(declaration.scopeFields).map((named) => (typeof named === 'string' ? fieldColumn(declaration, named) : named.column));
  return [...new Set([...Object.keys(rowFields(declaration)).map((field) => fieldColumn(declaration, field)), ...scoped])];
}

/** Whether every role receives only its own rows of the table, by its `user_id` (then `changed` asks the caller's rows alone). */
function ownRowsOnly(declaration: Declared, userColumn: string | undefined): boolean {
  const scopes = roles.map((role) => scopesOf(declaration, role)).filter((role) => role.length > 0);
  return userColumn === 'user_id' && scopes.length > 0 && scopes.every((role) => role.length === 1 && role[0] === 'own');
}

/** The reader of `declaration`, read by its `scopeFields`. */
export function declaredReader(declaration: Declared): TableReader {
  const table = declaredSqlTable(declaration);
  const named = (column: string) => sql`x.${sql.identifier(column)}`;
  const select = sql.join(Object.entries(rowFields(declaration)).map(([field, schema]) => {
    const column = named(fieldColumn(declaration, field));
    return sql`${isDateTime(schema) ? iso(column) : column} as ${sql.identifier(field)}`;
  }), sql`, `);
  const scopeColumn = (scoped: string | { column: string } | undefined) =>
    scoped === undefined ? undefined : typeof scoped === 'string' ? fieldColumn(declaration, scoped) : scoped.column;
  const { user, course, batch } = declaration.scopeFields;
  const [userColumn, courseColumn, batchColumn] = [scopeColumn(user), scopeColumn(course), scopeColumn(batch)];
  const columns: ScopeColumns = {
    organisation: sql`x.organisation_id`,
    ...(userColumn ? { user: named(userColumn) } : {}),
    ...(courseColumn ? { course: named(courseColumn) } : {}),
    ...(batchColumn ? { batch: named(batchColumn) } : {}),
  };
  const from: SQL = sql`${sql.identifier(table)} x`;
  return {
    name: declaration.name as SyncTableName,
    put: (db, ctx) => selectRows(db, sql`select ${select} from ${from} where ${ctx.inScope(columns)} and x.sync_version > ${ctx.since}`),
    changed: changedRows(table, ownRowsOnly(declaration, userColumn) ? 'own' : 'organisation'),
  };
}
