// The client agrees with the contract's table declarations: every declared table is a Dexie store of
// the newest version with exactly the declared key and indexes, pull applies it, and every other store is local.
import { expect, test } from 'vitest';
import { dexieStore, syncedTables } from '@contract/tables';
import { db, DERIVED_TABLES, LATEST_STORES, LOCAL_TABLES } from '@/data/db';
import { NOT_PULLED_TABLES, SYNCED_TABLES } from '@/data/sync/pull';

const declared = syncedTables.map((table) => table.name);

test('pull applies exactly the declared tables', () => {
  expect([...SYNCED_TABLES].sort()).toEqual([...declared].sort());
});

test('every store of the newest version is a declared table, a local one or a derived one', () => {
  expect(Object.keys(LATEST_STORES).sort()).toEqual([...declared, ...NOT_PULLED_TABLES, ...Object.keys(DERIVED_TABLES)].sort());
});

test.each(syncedTables.map((table) => [table.name, table] as const))('%s: the newest Dexie store is the declared key and indexes', (name, table) => {
  expect(LATEST_STORES[name]).toBe(dexieStore(table));
  const schema = db.table(name).schema;
  expect(schema.primKey.keyPath).toBe(table.key);
  expect(schema.indexes.map((index) => index.name).sort()).toEqual([...table.indexes].sort());
});

test.each(Object.entries({ ...LOCAL_TABLES, ...DERIVED_TABLES }))('local table %s is a store of the newest version as declared', (name, store) => {
  expect(LATEST_STORES[name]).toBe(store);
});
