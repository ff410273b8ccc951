/**
 * The compact sync status for the layout: an 'Offline' badge when the network is gone and the
 * number of writes waiting, announced politely to screen readers. Nothing shows while online with
 * everything saved. Loaded lazily by the layout after first paint (it opens the local database).
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { useOnline, useSyncSummary } from '../data/sync-status';
import { syncStatusNs } from '../messages/en';

/** 'Offline, 2 changes waiting to sync', or '' when there is nothing to say. */
export function syncBadgeLabel(online: boolean, pending: number): string {
  const t = i18n.getFixedT(null, syncStatusNs);
  const parts = [online ? '' : t('offline'), pending === 0 ? '' : t('waiting', { count: pending })];
  return parts.filter(Boolean).join(', ');
}

/** The compact status; `compact` (the phone's title bar) shows 'Offline' as its icon alone, so the bar keeps one line. */
export default function SyncBadge({ compact = false }: { compact?: boolean }) {
  const online = useOnline();
  const pending = useSyncSummary()?.pending ?? 0;
  const { t } = useTranslation(syncStatusNs);
  const label = syncBadgeLabel(online, pending);
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }} role="status" aria-live="polite" aria-label={t('statusLabel', { status: label || t('allSaved') })}>
      {!online && (
        <Badge color="gray" variant="light" leftSection={compact ? undefined : <IconCloudOff size={14} aria-hidden="true" />} aria-hidden="true" title={t('offline')}>
          {compact ? <IconCloudOff size={14} style={{ display: 'block' }} aria-hidden="true" /> : t('offline')}
        </Badge>
      )}
      {pending > 0 && (
        <Badge color="brand" variant="light" leftSection={<IconRefresh size={14} aria-hidden="true" />} aria-hidden="true" title={t('waitingShort', { count: pending })}>
          {pending}
        </Badge>
      )}
      <VisuallyHidden>{label || t('allSaved')}</VisuallyHidden>
    </Group>
  );
}
