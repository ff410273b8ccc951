/**
 * Pull (DESIGN §2.6): ask for what changed since the cursor and apply it in one Dexie transaction
 * that also drops the outbox rows the server has acknowledged. A `reset` answer replaces every
 * pulled row. Only the tables of `PULLED_TABLES` (the synced tables declared in contract/tables)
 * are written; an unknown name in an answer is ignored, and the agreement test makes sure no
 * declared table is missing here. A table with a hook (./table-hooks.ts) is written by it.
 * A paged answer (`more`) is applied page by page; the cursor is recorded only with the last page.
 */
import type { PullResponse } from '@contract/sync';
import { PULL_PAGE_START } from '@contract/wire';
import type { Table } from 'dexie';
import { db, DERIVED_TABLES, LOCAL_TABLES, PULLED_TABLES, type LocalTableName } from '../db';
import { getClientId, getCursor, getLastMutationId, recordLastMutationId } from './sync-state';
import { packedTables, rebuildMarkedTables, tableHookFor } from './table-hooks';
import type { SyncTransport } from './transport';

/** The local tables pull never touches (a reset does not clear them). */
export const NOT_PULLED_TABLES = Object.keys(LOCAL_TABLES) as readonly LocalTableName[];

/** The local tables the server fills through pull, by the name the server uses. */
export const SYNCED_TABLES = PULLED_TABLES;

/** A paged pull never takes more answers than this (the server's pages always make progress). */
const MAX_PAGES = 10_000;

/**
 * Applies one pull answer atomically. The transaction spans only the tables the answer writes (all
 * of them for a reset): a staff device's first pull is many pages, and the screens reading other
 * tables meanwhile are not held up by each page's transaction. The server names every table in
 * each answer, most with nothing in them: those are left out too.
 */
export async function applyPull(response: PullResponse): Promise<void> {
  const all = SYNCED_TABLES.map((name) => db.table(name));
  const writes = (table: Table) => {
    const change = response.changes[table.name];
    return Boolean(change?.put.length || change?.del.length || change?.packed);
  };
  const tables = response.reset ? all : all.filter(writes);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const derived = response.reset ? Object.keys(DERIVED_TABLES).map((name) => db.table(name)) : [];
  const alsoWritten = tables.flatMap((table) => tableHookFor(table.name)?.tables() ?? []);
  await db.transaction('rw', [...new Set([db.outbox, db.syncState, ...tables, ...derived, ...alsoWritten])], async () => {
    if (response.reset) {
      await Promise.all([...tables, ...derived].map((table) => table.clear()));
    }
    for (const [name, changes] of Object.entries(response.changes)) {
      const table = byName.get(name);
      if (!table) continue;
      const writer = tableHookFor(name);
      if (changes.packed !== undefined && !writer?.unpack) throw new Error(`The server sent ${name} packed, which this device does not read.`);
      const put = changes.packed === undefined ? changes.put : [...changes.put, ...writer!.unpack!(changes.packed)];
      if (changes.del.length) await (writer ? writer.del(changes.del) : table.bulkDelete(changes.del));
      if (put.length) await (writer ? writer.put(put) : table.bulkPut(put));
    }
    await db.outbox.where('mutationId').belowOrEqual(response.lastMutationId).and((row) => row.status === 'pending').delete();
    await recordLastMutationId(response.lastMutationId);
    // A page with more to follow keeps the old cursor: an interrupted paged pull starts again from it.
    if (response.more) return;
    await db.syncState.put({ key: 'cursor', value: response.cursor });
    await db.syncState.put({ key: 'lastSyncedAt', value: new Date().toISOString() });
  });
}

/**
 * Pulls once and applies the answer, page by page when the server pages it (large staff scopes),
 * each page in its own transaction; returns the last page. The next page is fetched while the
 * current one is applied (the server's time overlaps the device's); pages are still applied in
 * order, and when an apply fails the page fetched ahead is dropped. Transport failures propagate to
 * the caller.
 */
export async function pullChanges(transport: SyncTransport): Promise<PullResponse> {
  await rebuildMarkedTables();
  const clientId = await getClientId();
  const cursor = await getCursor();
  const pack = packedTables();
  const held = { ...(cursor ? { cursor } : {}), acked: await getLastMutationId(), ...(pack ? { pack } : {}) };
  let response = await transport.pull({ clientId, ...held, page: PULL_PAGE_START });
  for (let pages = 1; ; pages += 1) {
    if (pages > MAX_PAGES) throw new Error('The server kept answering more pages; pull stopped.');
    const ahead = response.more && response.page ? transport.pull({ clientId, ...held, page: response.page }) : null;
    // Its failure is reported when it is awaited below, not as an unhandled rejection meanwhile.
    ahead?.catch(() => {});
    await applyPull(response);
    if (!ahead) return response;
    response = await ahead;
  }
}
