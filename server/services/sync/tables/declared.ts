/**
 * The reader of a table declared with `scopeFields` (contract/tables/table.ts), made from its
 * declaration instead of written by hand: it reads the SQL table named as the table in snake case
 * (`quizNotes` → `quiz_notes`), each row field from the column of its name in snake case (a
 * date-time field as ISO text, `iso`), keeps the rows in the caller's scopes by `organisation_id`
 * and the declared fields, and those with `sync_version` above the cursor. Its deletions are the
 * tombstones of its name (its migration's `sync_track`). A table whose rows are shaped otherwise
 * (joined, renamed, derived) keeps a reader of its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ScopeFields, SyncedTableDeclaration, SyncTableName } from '../../../../contract/tables';
import { selectRows } from '../../../db/rows';
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

/** The SQL table a declared table is read from. */
export const declaredSqlTable = (declaration: Pick<SyncedTableDeclaration, 'name'>) => snakeCase(declaration.name);

/** The row fields of a declaration (its row is an object schema). */
export function rowFields(declaration: Pick<SyncedTableDeclaration, 'name' | 'row'>): Record<string, z.ZodType> {
  if (!(declaration.row instanceof z.ZodObject)) throw new Error(`${declaration.name}: a table read by its declaration needs an object row`);
  return declaration.row.shape as Record<string, z.ZodType>;
}

/** The reader of `declaration`, read by its `scopeFields`. */
export function declaredReader(declaration: Pick<SyncedTableDeclaration, 'name' | 'row'> & { scopeFields: ScopeFields<Record<string, unknown>> }): TableReader {
  const table = declaredSqlTable(declaration);
  const column = (field: string) => sql`x.${sql.identifier(snakeCase(field))}`;
  const select = sql.join(Object.entries(rowFields(declaration)).map(([field, schema]) =>
    sql`${isDateTime(schema) ? iso(column(field)) : column(field)} as ${sql.identifier(field)}`), sql`, `);
  const { user, course, batch } = declaration.scopeFields;
  const columns: ScopeColumns = {
    organisation: sql`x.organisation_id`,
    ...(user ? { user: column(user) } : {}),
    ...(course ? { course: column(course) } : {}),
    ...(batch ? { batch: column(batch) } : {}),
  };
  const from: SQL = sql`${sql.identifier(table)} x`;
  return {
    name: declaration.name as SyncTableName,
    put: (db, ctx) => selectRows(db, sql`select ${select} from ${from} where ${ctx.inScope(columns)} and x.sync_version > ${ctx.since}`),
    changed: changedRows(table, 'organisation'),
  };
}
