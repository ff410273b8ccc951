/**
 * The refused writes of the sync status, each with its reason in the language shown and a way to
 * retry or discard it. A chunk of its own, loaded when a refusal is first shown: the refusals'
 * texts (every server code, ~10 KB) stay off the dashboard's first load.
 */
import { Button, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import type { QueuedWrite } from '@/data/sync/writes';
import { useRefusalText } from '@/i18n/refusals/refusal-text';
import { discardFailedWrite, retryFailedWrite } from '../data/sync-status';
import { intentLabel } from './intent-labels';
import { syncStatusNs } from '../messages/en';

/** The list of refused writes (never empty: the status renders it only when there are some). */
export function RefusedList({ refused }: { refused: readonly QueuedWrite[] }) {
  const { t } = useTranslation(syncStatusNs);
  const refusal = useRefusalText();
  return (
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
  );
}
