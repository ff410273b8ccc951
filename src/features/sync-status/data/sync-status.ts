/** Live reads for the sync status: pending and failed writes, the last sync, and the network. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';

export { discardFailedWrite, retryFailedWrite } from '@/data/sync/failed-writes';
export { useIsOnline as useOnline } from '@/ui/use-online';

/** Writes waiting to be sent, refused writes, and when the device last synced. */
export function useSyncSummary(): { pending: number; failed: OutboxRow[]; lastSyncedAt: string | null } | undefined {
  return useLiveQuery(async () => {
    const [pending, failed, lastSyncedAt] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('failed').sortBy('seq'),
      getLastSyncedAt(),
    ]);
    return { pending, failed, lastSyncedAt };
  });
}
