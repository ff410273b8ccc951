/** Live reads for the sync status: pending and failed writes, the last sync, and the network. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '@/data/db';
import { getLastSyncedAt, getWaitUntil } from '@/data/sync/sync-state';

export { discardFailedWrite, retryFailedWrite } from '@/data/sync/failed-writes';
export { useIsOnline as useOnline } from '@/ui/use-online';

/** What the sync status shows. */
export interface SyncSummary {
  pending: number;
  failed: OutboxRow[];
  lastSyncedAt: string | null;
  /** Until when (epoch ms) the busy server asked this device to hold its writes, or null. */
  waitUntil: number | null;
}

/** Writes waiting to be sent, refused writes, when the device last synced, and a server-asked wait. */
export function useSyncSummary(): SyncSummary | undefined {
  return useLiveQuery(async () => {
    const [pending, failed, lastSyncedAt, waitUntil] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('failed').sortBy('seq'),
      getLastSyncedAt(),
      getWaitUntil(),
    ]);
    return { pending, failed, lastSyncedAt, waitUntil };
  });
}
