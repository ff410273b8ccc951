/**
 * The sync status (DESIGN §2.5): online or offline, how many writes wait, when the device last
 * synced, each refused write with its reason and a way to retry or discard it, and the writes a
 * server restored from a backup lost, offered to be sent again.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/ui/use-now';
import { useOnline, useSyncSummary } from '../data/sync-status';
import { timeAgo } from './relative-time';
import { syncStatusNs } from '../messages/en';
import { LostWrites } from './lost-writes';
import { ServerBusy } from './server-busy';
import { useRevealReady } from '@/ui/reveal-together';

// Loaded when a refusal is first shown (a precached chunk, so offline too): the refusals' texts stay off the first load.
const RefusedList = lazy(() => import('./refused-list').then((m) => ({ default: m.RefusedList })));

/** The status line and, when there are any, the refused writes. */
export function SyncStatus() {
  const { t } = useTranslation(syncStatusNs);
  const summary = useSyncSummary();
  const online = useOnline();
  const [now] = useNow();
  useRevealReady(summary !== undefined);
  if (!summary) return null;
  const { pending, failed, lastSyncedAt, waitUntil } = summary;
  const lost = failed.filter((row) => row.lost);
  const refused = failed.filter((row) => !row.lost);
  return (
    <Stack gap="xs" aria-label={t('statusRegion')} role="region">
      <Group gap="xs" aria-live="polite">
        <Badge color={online ? 'teal' : 'gray'} variant="light">{online ? t('online') : t('offline')}</Badge>
        <Text size="sm">{pending === 0 ? t('allSaved') : t('waiting', { count: pending })}</Text>
        <Text size="sm" c="dimmed">{lastSyncedAt ? t('synced', { when: timeAgo(lastSyncedAt, now.getTime()) }) : t('notSynced')}</Text>
        {waitUntil !== null && pending > 0 && <ServerBusy until={waitUntil} />}
      </Group>
      <LostWrites writes={lost} />
      {refused.length > 0 && (
        <Suspense fallback={null}>
          <RefusedList refused={refused} />
        </Suspense>
      )}
    </Stack>
  );
}
