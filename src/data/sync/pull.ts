/**
 * Pull (DESIGN §2.6): ask for what changed since the cursor and apply it in one Dexie transaction
 * that also drops the outbox rows the server has acknowledged. A `reset` answer replaces every
 * cached row. Only tables listed in SYNCED_TABLES are written; anything else in an answer is ignored.
 * A paged answer (`more`) is applied page by page; the cursor is recorded only with the last page.
 */
import type { Table } from 'dexie';
import type { PullResponse } from '@contract/sync';
import { PULL_PAGE_START } from '@contract/wire';
import { CACHED_TABLE_SCHEMA, db, DEVICE_ONLY_TABLES, STAFF_TABLE_SCHEMA, type CachedTableName, type StaffTables } from '../db';
import { getClientId, getCursor, recordLastMutationId } from './sync-state';
import type { SyncTransport } from './transport';

/**
 * Cached tables pull never touches (a reset does not clear them): `aiMessages` is filled by the AI
 * chat room from `POST /ai-chat/messages` and the live day document (SPEC §7), not by pull.
 */
export const NOT_PULLED_TABLES: readonly CachedTableName[] = ['aiMessages'];

/** The local tables the server fills through pull, by the name the server uses: version 2's and the staff tables. */
export const SYNCED_TABLES: readonly (CachedTableName | keyof StaffTables)[] = [
  ...(Object.keys(CACHED_TABLE_SCHEMA) as CachedTableName[]).filter((name) => !NOT_PULLED_TABLES.includes(name)),
  ...(Object.keys(STAFF_TABLE_SCHEMA) as (keyof StaffTables)[]),
];

/** A paged pull never takes more answers than this (the server's pages always make progress). */
const MAX_PAGES = 10_000;

function syncedTables(): Table[] {
  return SYNCED_TABLES.flatMap((name) => {
    try {
      return [db.table(name)];
    } catch {
      return [];
    }
  });
}

/** Applies one pull answer atomically. */
export async function applyPull(response: PullResponse): Promise<void> {
  const tables = syncedTables();
  const byName = new Map(tables.map((table) => [table.name, table]));
  await db.transaction('rw', [db.outbox, db.syncState, ...tables], async () => {
    if (response.reset) {
      await Promise.all(tables.filter((table) => !DEVICE_ONLY_TABLES.has(table.name as CachedTableName)).map((table) => table.clear()));
    }
    for (const [name, changes] of Object.entries(response.changes)) {
      const table = byName.get(name);
      if (!table) continue;
      if (changes.del.length) await table.bulkDelete(changes.del);
      if (changes.put.length) await table.bulkPut(changes.put);
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
 * each page in its own transaction; returns the last page. Transport failures propagate to the caller.
 */
export async function pullChanges(transport: SyncTransport): Promise<PullResponse> {
  const clientId = await getClientId();
  const cursor = await getCursor();
  const held = cursor ? { cursor } : {};
  let response = await transport.pull({ clientId, ...held, page: PULL_PAGE_START });
  await applyPull(response);
  for (let pages = 1; response.more && response.page; pages += 1) {
    if (pages >= MAX_PAGES) throw new Error('The server kept answering more pages; pull stopped.');
    response = await transport.pull({ clientId, ...held, page: response.page });
    await applyPull(response);
  }
  return response;
}
