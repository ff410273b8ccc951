/**
 * The sync status (DESIGN §2.5): online or offline, how many writes wait, when the device last
 * synced, each refused write with its reason and a way to retry or discard it, and the writes a
 * server restored from a backup lost, offered to be sent again.
 */
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/ui/use-now';
import { discardFailedWrite, retryFailedWrite, useOnline, useSyncSummary } from '../data/sync-status';
import { timeAgo } from './relative-time';
import { intentLabel } from './intent-labels';
import { syncStatusNs } from '../messages/en';
import { LostWrites } from './lost-writes';
import { ServerBusy } from './server-busy';
import { useRevealReady } from '@/ui/reveal-together';
import { useRefusalText } from '@/i18n/refusals/refusal-text';

/** The status line and, when there are any, the refused writes. */
export function SyncStatus() {
  const { t } = useTranslation(syncStatusNs);
  const summary = useSyncSummary();
  const online = useOnline();
  const [now] = useNow();
  const refusal = useRefusalText();
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
        <List aria-label={t('refusedList')} spacing="xs">
          {refused.map((row) => (
            <List.Item key={row.seq}>
              <Group gap="xs">
                <Text size="sm" c="red">{intentLabel(row.name)}: {refusal({ reason: row.error, code: row.errorCode, params: row.errorParams }, '')}</Text>
                <Button size="compact-xs" variant="light" onClick={() => void retryFailedWrite(row.seq)}>{t('retry')}</Button>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void discardFailedWrite(row.seq)}>{t('discard')}</Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
