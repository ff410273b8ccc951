// The declarations and the database agree (issue 47): every Drizzle table is a table of the migrated
// database with the same columns and nullability (and the database has no table that neither Drizzle
// nor a declaration read by its `scopeFields` describes: those have a column per row field), and
// every declared synced table's deletions are recorded by a tombstone trigger under the name its
// reader reads them from. A migration or a declaration that drifts from the other fails here.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { syncedTables } from '../../contract/tables';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import * as schema from '../../server/db/schema';
import { pullReaders } from '../../server/slices/readers';
import { declaredColumns, declaredSqlTable } from '../../server/sync/tables/declared';
import { openTestDatabase } from './support/database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** The migrated database's tables, each with its columns and whether they take null. */
async function databaseColumns(): Promise<Map<string, Record<string, boolean>>> {
  const rows = await selectRows<{ table: string; column: string; nullable: string }>(handle.db, sql`select table_name as "table",
    column_name as "column", is_nullable as nullable from information_schema.columns c
    where table_schema = 'public' and exists (select 1 from information_schema.tables t
      where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')`);
  const tables = new Map<string, Record<string, boolean>>();
  for (const row of rows) tables.set(row.table, { ...tables.get(row.table), [row.column]: row.nullable === 'YES' });
  return tables;
}

const drizzleTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));

test('every Drizzle table is a table of the migrated database, column for column', async () => {
  const database = await databaseColumns();
  expect(drizzleTables.length).toBeGreaterThan(20);
  for (const table of drizzleTables) {
    const columns = Object.fromEntries(table.columns.map((column) => [column.name, !column.notNull]));
    expect(database.get(table.name), `table ${table.name}`).toEqual(columns);
  }
  // A table read by its declaration may have no Drizzle table: its declaration is checked below.
  const declared = syncedTables.filter((table) => table.scopeFields).map(declaredSqlTable);
  expect([...database.keys()].sort()).toEqual([...new Set([...drizzleTables.map((table) => table.name), ...declared])].sort());
});

test("every declared table's deletions are recorded under the name its reader reads them from", async () => {
  const triggers = await selectRows<{ definition: string }>(handle.db, sql`select pg_get_triggerdef(t.oid) as definition
    from pg_trigger t where not t.tgisinternal and t.tgname like '%sync_tombstone'`);
  const recorded = new Set(triggers.flatMap(({ definition }) => /FUNCTION \w+\('([^']+)'/.exec(definition)?.[1] ?? []));
  expect(recorded.size).toBeGreaterThan(10);
  for (const table of syncedTables) {
    const source = pullReaders[table.name].tombstones;
    if (source === null) continue;
    expect(recorded, `the tombstones ${table.name} reads`).toContain(source?.of ?? table.name);
  }
});

test('a table read by its declaration (scopeFields) has a column for each row field and scope, its organisation and sync version', async () => {
  const database = await databaseColumns();
  const declared = syncedTables.flatMap((table) => (table.scopeFields ? [{ ...table, scopeFields: table.scopeFields }] : []));
  expect(declared.length).toBeGreaterThan(10);
  for (const table of declared) {
    const columns = Object.keys(database.get(declaredSqlTable(table)) ?? {});
    const needed = [...declaredColumns(table), 'organisation_id', 'sync_version'];
    expect(columns, `${table.name}: table ${declaredSqlTable(table)}`).toEqual(expect.arrayContaining(needed));
  }
});
