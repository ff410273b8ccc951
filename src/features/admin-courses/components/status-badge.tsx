/** A row's state in the admin's lists: its status, or 'Pending' while a write about it waits for the server. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';

const colours: Record<string, string> = {
  requested: 'yellow',
  active: 'green',
  completed: 'teal',
  rejected: 'red',
  draft: 'gray',
  published: 'green',
  archived: 'dark',
  expired: 'red',
};

/** The status badge of a row, with a 'Pending' badge beside it while its write is queued. */
export function StatusBadge({ status, label, pending = false }: { status: string; label?: string; pending?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={colours[status] ?? 'gray'} variant="light">
        {label ?? status}
      </Badge>
      {pending ? (
        <Badge color="blue" variant="outline" title="Saved on this device; waiting for the server to confirm">
          Pending
        </Badge>
      ) : null}
    </Group>
  );
}
