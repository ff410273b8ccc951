/** Live reads for the sync status: pending and failed writes, the last sync, and the network. */
import { useLiveQuery } from '@/data/live-query';
import { getLastSyncedAt, getWaitUntil } from '@/data/sync/sync-state';
import { outboxSummary, type QueuedWrite } from '@/data/sync/writes';

export { discardWrite as discardFailedWrite, retryWrite as retryFailedWrite } from '@/data/sync/writes';
export { useIsOnline as useOnline } from '@/ui/use-online';

/** What the sync status shows. */
export interface SyncSummary {
  pending: number;
  failed: QueuedWrite[];
  lastSyncedAt: string | null;
  /** Until when (epoch ms) the busy server asked this device to hold its writes, or null. */
  waitUntil: number | null;
}

/** Writes waiting to be sent, refused writes, when the device last synced, and a server-asked wait. */
export function useSyncSummary(): SyncSummary | undefined {
  return useLiveQuery(async () => {
    const [summary, lastSyncedAt, waitUntil] = await Promise.all([outboxSummary(), getLastSyncedAt(), getWaitUntil()]);
    return { ...summary, lastSyncedAt, waitUntil };
  });
}
