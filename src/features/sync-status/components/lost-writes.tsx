/**
 * The writes the server lost after applying them (its database was restored from an earlier copy,
 * issue 49): the device kept them, and the learner chooses to send each again or let it go, as a
 * peer would offer. Plain buttons, so the keyboard reaches every choice.
 */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import type { QueuedWrite } from '@/data/sync/writes';
import { discardFailedWrite, retryFailedWrite } from '../data/sync-status';
import { intentLabel } from './intent-labels';
import { syncStatusNs } from '../messages/en';

/** A short preview of what the write said (a message's text), when it has one. */
function preview(write: QueuedWrite): string {
  const body = (write.args as { body?: unknown }).body;
  return typeof body === 'string' ? ` “${body.length > 60 ? `${body.slice(0, 60)}…` : body}”` : '';
}

/** The prompt, or nothing when the server lost nothing of this device's. */
export function LostWrites({ writes }: { writes: readonly QueuedWrite[] }) {
  const { t } = useTranslation(syncStatusNs);
  if (writes.length === 0) return null;
  return (
    <section aria-label={t('lostRegion')}>
      <Alert color="yellow" title={t('lostTitle', { count: writes.length })}>
        <Text size="sm" mb="xs">{t('lostBody')}</Text>
        <List spacing="xs">
          {writes.map((write) => (
            <List.Item key={write.seq}>
              <Group gap="xs">
                <Text size="sm">{intentLabel(write.name)}{preview(write)}</Text>
                <Button size="compact-xs" variant="light" onClick={() => void retryFailedWrite(write.seq)}>{t('sendAgain')}</Button>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void discardFailedWrite(write.seq)}>{t('discard')}</Button>
              </Group>
            </List.Item>
          ))}
        </List>
      </Alert>
    </section>
  );
}
