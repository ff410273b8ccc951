/**
 * The compact sync status for the layout: an 'Offline' badge when the network is gone and the
 * number of writes waiting, announced politely to screen readers. Nothing shows while online with
 * everything saved. Loaded lazily by the layout after first paint (it opens the local database).
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useOnline, useSyncSummary } from '../data/sync-status';

/** 'Offline, 2 changes waiting to sync', or '' when there is nothing to say. */
export function syncBadgeLabel(online: boolean, pending: number): string {
  const parts = [online ? '' : 'Offline', pending === 0 ? '' : `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`];
  return parts.filter(Boolean).join(', ');
}

/** The compact status; `compact` (the phone's title bar) shows 'Offline' as its icon alone, so the bar keeps one line. */
export default function SyncBadge({ compact = false }: { compact?: boolean }) {
  const online = useOnline();
  const pending = useSyncSummary()?.pending ?? 0;
  const label = syncBadgeLabel(online, pending);
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }} role="status" aria-live="polite" aria-label={label ? `Sync status: ${label}` : 'Sync status: all changes saved'}>
      {!online && (
        <Badge color="gray" variant="light" leftSection={compact ? undefined : <IconCloudOff size={14} aria-hidden="true" />} aria-hidden="true" title="Offline">
          {compact ? <IconCloudOff size={14} style={{ display: 'block' }} aria-hidden="true" /> : 'Offline'}
        </Badge>
      )}
      {pending > 0 && (
        <Badge color="brand" variant="light" leftSection={<IconRefresh size={14} aria-hidden="true" />} aria-hidden="true" title={`${pending} waiting to sync`}>
          {pending}
        </Badge>
      )}
      <VisuallyHidden>{label || 'All changes saved'}</VisuallyHidden>
    </Group>
  );
}
