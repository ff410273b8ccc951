/**
 * Pull (DESIGN §2.6): ask for what changed since the cursor and apply it in one Dexie transaction
 * that also drops the outbox rows the server has acknowledged. A `reset` answer replaces every
 * cached row. Only tables listed in SYNCED_TABLES are written; anything else in an answer is ignored.
 */
import type { Table } from 'dexie';
import type { PullResponse } from '@contract/sync';
import { CACHED_TABLE_SCHEMA, db, DEVICE_ONLY_TABLES, type CachedTableName } from '../db';
import { getClientId, getCursor, recordLastMutationId } from './sync-state';
import type { SyncTransport } from './transport';

/**
 * Cached tables pull never touches (a reset does not clear them): `aiMessages` is filled by the AI
 * chat room from `POST /ai-chat/messages` and the live day document (SPEC §7), not by pull.
 */
export const NOT_PULLED_TABLES: readonly CachedTableName[] = ['aiMessages'];

/** The local tables the server fills through pull, by the name the server uses. */
export const SYNCED_TABLES: readonly CachedTableName[] = (Object.keys(CACHED_TABLE_SCHEMA) as CachedTableName[]).filter(
  (name) => !NOT_PULLED_TABLES.includes(name),
);

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
    await db.syncState.put({ key: 'cursor', value: response.cursor });
    await db.syncState.put({ key: 'lastSyncedAt', value: new Date().toISOString() });
  });
}

/** Pulls once and applies the answer. Transport failures propagate to the caller. */
export async function pullChanges(transport: SyncTransport): Promise<PullResponse> {
  const clientId = await getClientId();
  const cursor = await getCursor();
  const response = await transport.pull({ clientId, ...(cursor ? { cursor } : {}) });
  await applyPull(response);
  return response;
}
