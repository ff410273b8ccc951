/** Live reads for the sync status: pending and failed writes, the last sync, and the network. */
import { useLiveQuery } from 'dexie-react-hooks';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { outboxSummary, type QueuedWrite } from '@/data/sync/writes';

export { discardWrite as discardFailedWrite, retryWrite as retryFailedWrite } from '@/data/sync/writes';
export { useIsOnline as useOnline } from '@/ui/use-online';

/** Writes waiting to be sent, refused writes, and when the device last synced. */
export function useSyncSummary(): { pending: number; failed: QueuedWrite[]; lastSyncedAt: string | null } | undefined {
  return useLiveQuery(async () => {
    const [summary, lastSyncedAt] = await Promise.all([outboxSummary(), getLastSyncedAt()]);
    return { ...summary, lastSyncedAt };
  });
}
