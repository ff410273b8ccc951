// The client agrees with the contract's table declarations: every declared table is a Dexie store of
// the newest version with exactly the declared key and indexes (made from the declarations at build),
// the version history adds up to those stores, pull applies every declared table, and every other store is local.
import { expect, test } from 'vitest';
import { dexieStore, syncedTables } from '@contract/tables';
import { db, DERIVED_TABLES, DEXIE_VERSIONS, LATEST_STORES, LOCAL_TABLES, SYNCED_STORES } from '@/data/db';
import { historyStores, mergeVersions } from '@/data/db-versions';
import { NOT_PULLED_TABLES, SYNCED_TABLES } from '@/data/sync/pull';

const declared = syncedTables.map((table) => table.name);

test('pull applies exactly the declared tables', () => {
  expect([...SYNCED_TABLES].sort()).toEqual([...declared].sort());
});

test("the synced tables' stores are made from the declarations", () => {
  expect(SYNCED_STORES).toEqual(Object.fromEntries(syncedTables.map((table) => [table.name, dexieStore(table)])));
});

test('every store of the newest version is a declared table, a local one or a derived one', () => {
  expect(Object.keys(LATEST_STORES).sort()).toEqual([...declared, ...NOT_PULLED_TABLES, ...Object.keys(DERIVED_TABLES)].sort());
});

test('the version history adds up to the newest stores (a changed declaration needs a new version)', () => {
  const history = historyStores(DEXIE_VERSIONS);
  const missing = Object.fromEntries(Object.entries(LATEST_STORES).filter(([name, store]) => history[name] !== store));
  const newest = Math.max(...DEXIE_VERSIONS.map(([version]) => version));
  const advice = `give each synced table of ${JSON.stringify(missing)} \`dexie: ${newest + 1}\` in its declaration (a local or derived one: an entry in src/data/db.ts)`;
  expect(missing, advice).toEqual({});
  expect(Object.keys(history).sort()).toEqual(Object.keys(LATEST_STORES).sort());
});

test.each(syncedTables.map((table) => [table.name, table] as const))('%s: the opened database has the declared key and indexes', (name, table) => {
  const schema = db.table(name).schema;
  expect(schema.primKey.keyPath).toBe(table.key);
  expect(schema.indexes.map((index) => index.name).sort()).toEqual([...table.indexes].sort());
});

test.each(Object.entries({ ...LOCAL_TABLES, ...DERIVED_TABLES }))('local table %s is a store of the newest version as declared', (name, store) => {
  expect(historyStores(DEXIE_VERSIONS)[name]).toBe(store);
});

test('declared versions join the written entry of the same number and keep its upgrade', () => {
  const upgrade = async () => undefined;
  expect(mergeVersions([[3, { a: 'id' }, upgrade], [5, { b: 'id' }]], [[3, { c: 'id, x' }], [4, { d: 'id' }]]))
    .toEqual([[3, { a: 'id', c: 'id, x' }, upgrade], [4, { d: 'id' }], [5, { b: 'id' }]]);
});
