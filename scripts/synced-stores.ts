/**
 * The Dexie store of every synced table, computed from the contract's declarations
 * (contract/tables) when the app is built or tested, and handed to the code as the constant
 * `__SYNCED_STORES__` (Vite's `define`, which the service worker's build inherits), with the Dexie
 * versions the declarations name, `__DECLARED_VERSIONS__`. src/data/db.ts
 * declares the newest version with these, so no index string is copied by hand; importing the
 * declarations there instead would put every row schema, and zod's core chunk, into the chunk the
 * dashboard loads right after its paint (contract/wire.ts says why zod stays off that path).
 * The declarations are loaded with tsx at run time rather than bundled into the Vite config, whose
 * bundler warns at each of the contract's extension-less imports.
 */
import { tsImport } from 'tsx/esm/api';

type Tables = typeof import('../contract/tables');

const tables = () => tsImport(new URL('../contract/tables/index.ts', import.meta.url).href, import.meta.url) as Promise<Tables>;

/** Each synced table's store, `{ name: 'id, index, …' }`, in the declarations' order. */
export async function syncedStores(): Promise<Record<string, string>> {
  const { dexieStore, syncedTables } = await tables();
  return Object.fromEntries(syncedTables.map((table) => [table.name, dexieStore(table)]));
}

/** The Dexie versions the declarations name (their `dexie`), `[[version, stores]]`, for db.ts's history. */
export async function declaredDexieVersions(): Promise<[number, Record<string, string>][]> {
  const { declaredVersions, syncedTables } = await tables();
  return declaredVersions(syncedTables);
}

/** The constants the build gives src/data/db.ts, as set on `globalThis` where Vite's `define` does not apply. */
export async function syncedStoresGlobals(): Promise<{ __SYNCED_STORES__: Record<string, string>; __DECLARED_VERSIONS__: [number, Record<string, string>][] }> {
  return { __SYNCED_STORES__: await syncedStores(), __DECLARED_VERSIONS__: await declaredDexieVersions() };
}

/** The `define` entries that give src/data/db.ts the stores and the declared versions. */
export async function syncedStoresDefine(): Promise<Record<'__SYNCED_STORES__' | '__DECLARED_VERSIONS__', string>> {
  const globals = await syncedStoresGlobals();
  return { __SYNCED_STORES__: JSON.stringify(globals.__SYNCED_STORES__), __DECLARED_VERSIONS__: JSON.stringify(globals.__DECLARED_VERSIONS__) };
}
