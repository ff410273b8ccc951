/**
 * The Dexie store of every synced table, computed from the contract's declarations
 * (contract/tables) when the app is built or tested, and handed to the code as the constant
 * `__SYNCED_STORES__` (Vite's `define`, which the service worker's build inherits). src/data/db.ts
 * declares the newest version with these, so no index string is copied by hand; importing the
 * declarations there instead would put every row schema, and zod's core chunk, into the chunk the
 * dashboard loads right after its paint (contract/wire.ts says why zod stays off that path).
 * The declarations are loaded with tsx at run time rather than bundled into the Vite config, whose
 * bundler warns at each of the contract's extension-less imports.
 */
import { tsImport } from 'tsx/esm/api';

type Tables = typeof import('../contract/tables');

/** Each synced table's store, `{ name: 'id, index, …' }`, in the declarations' order. */
export async function syncedStores(): Promise<Record<string, string>> {
  const { dexieStore, syncedTables } = (await tsImport(new URL('../contract/tables/index.ts', import.meta.url).href, import.meta.url)) as Tables;
  return Object.fromEntries(syncedTables.map((table) => [table.name, dexieStore(table)]));
}

/** The `define` entry that gives src/data/db.ts the stores. */
export async function syncedStoresDefine(): Promise<Record<'__SYNCED_STORES__', string>> {
  return { __SYNCED_STORES__: JSON.stringify(await syncedStores()) };
}
