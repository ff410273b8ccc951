/**
 * `/admin-dashboard/add-access` (issue 17, item 6): grant a course to people or a batch with an
 * optional last day, list the current grants (expired ones marked: the server no longer opens the
 * course for them), and revoke selected grants. Writes are queued and shown pending until confirmed.
 */
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useAccessData, type GrantListRow } from '../data/access';
import { revokeAccess } from '../data/access-writes';
import { GrantForm } from './grant-form';
import { RefusedWrites } from './refused-writes';
import { StatusBadge } from './status-badge';

function statusOf(row: GrantListRow) {
  if (row.revoking) return <StatusBadge status="expired" label="revoking" pending />;
  return <StatusBadge status={row.expired ? 'expired' : 'active'} pending={row.pending} />;
}

function columns(selected: ReadonlySet<string>, toggle: (id: string) => void): ColumnDef<GrantListRow, never>[] {
  return [
    {
      id: 'select',
      header: 'Select',
      enableSorting: false,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.person}, ${row.original.courseTitle}`}
          checked={selected.has(row.original.id)}
          disabled={row.original.revoking}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    { id: 'person', header: 'Person', accessorKey: 'person' },
    { id: 'course', header: 'Course', accessorKey: 'courseTitle' },
    { id: 'status', header: 'Status', accessorKey: 'expired', cell: ({ row }) => statusOf(row.original), meta: { csv: (row: GrantListRow) => (row.revoking ? 'revoking' : row.expired ? 'expired' : 'active') } },
    {
      id: 'expires',
      header: 'Expires',
      accessorKey: 'expiresAt',
      cell: ({ row }) => (row.original.expiresAt ? formatMessageTime(new Date(row.original.expiresAt)) : 'No expiry'),
    },
    { id: 'granted', header: 'Granted', accessorKey: 'createdAt', cell: ({ row }) => formatMessageTime(new Date(row.original.createdAt)) },
  ];
}

/** The access screen. */
export function AccessScreen() {
  const data = useAccessData();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tableColumns = useMemo(() => columns(selected, toggle), [selected]);
  if (data === undefined) return <DelayedLoader label="Loading access grants" />;
  const chosen = data.rows.filter((row) => selected.has(row.id) && !row.revoking);
  const revoke = async () => {
    const byCourse = new Map<string, string[]>();
    for (const row of chosen) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.userId]);
    for (const [courseId, userIds] of byCourse) await revokeAccess(courseId, userIds);
    setSelected(new Set());
  };
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>Access</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites writes={data.queued.failed} describe={(write) => (write.name === 'access.grant' ? 'Granting access' : 'Revoking access')} />
      <GrantForm data={data} />
      <Title order={2} size="h4">
        Current grants
      </Title>
      <Group>
        <Text size="sm">{chosen.length === 1 ? '1 grant selected' : `${chosen.length} grants selected`}</Text>
        <Button color="red" variant="outline" disabled={chosen.length === 0} onClick={() => void revoke()}>
          Revoke
        </Button>
      </Group>
      <DataTable
        caption="Access grants"
        rows={data.rows}
        columns={tableColumns}
        rowKey={(row) => row.id}
        searchLabel="Search people and courses"
        searchText={(row) => `${row.person} ${row.courseTitle}`}
        initialSorting={[{ id: 'course', desc: false }]}
        empty={<Text>No access grant on this device yet. Grants appear after the first sync.</Text>}
        csv={{ fileName: 'access-grants.csv' }}
      />
    </Stack>
  );
}
