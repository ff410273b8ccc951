/**
 * `/admin-dashboard/batch-students`: the learners of a chosen batch; add a learner, remove one, move
 * one to another batch; each learner links to their record. Read from this device and written
 * through the outbox, so it works offline: a change shows 'Pending' until the server confirms it,
 * and a refused one is undone with its reason.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { batchesPath, useServerData, type AdminBatch } from './api';
import { useBatchMembersData, type MemberListRow } from './data/batch-members';
import { addToBatch, moveToBatch, removeFromBatch } from './data/member-writes';
import { RefusedChanges } from './refused-changes';

function State({ row }: { row: MemberListRow }) {
  if (row.removing) return <Badge color="red" variant="outline" title="Waiting for the server to confirm">Removing</Badge>;
  if (row.pending) return <Badge color="blue" variant="outline" title="Saved on this device; waiting for the server to confirm">Pending</Badge>;
  return null;
}

function memberColumns(batchId: string, others: { id: string; name: string }[]): ColumnDef<MemberListRow, never>[] {
  return [
    {
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Link to="/admin-dashboard/batch-students/$enrollment" params={{ enrollment: row.original.id }}>{row.original.name}</Link>
          <State row={row.original} />
        </Group>
      ),
    },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'joinedAt', header: 'Joined', cell: ({ row }) => new Date(row.original.joinedAt).toLocaleDateString() },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Select
            aria-label={`Move ${row.original.name} to another batch`}
            placeholder="Move to…"
            size="xs"
            w={180}
            disabled={row.original.removing}
            data={others.filter((b) => b.id !== batchId).map((b) => ({ value: b.id, label: b.name }))}
            value={null}
            onChange={(target) => target && void moveToBatch(row.original.id, batchId, target)}
          />
          <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${row.original.name} from the batch`} disabled={row.original.removing}
            onClick={() => void removeFromBatch(row.original.id)}>
            Remove
          </Button>
        </Group>
      ),
    },
  ];
}

export function BatchStudentsScreen() {
  // The server's list says which batches are archived; offline every batch on the device is offered.
  const serverBatches = useServerData<AdminBatch[]>(batchesPath);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const all = useBatchMembersData(null);
  const archived = useMemo(() => new Set((serverBatches.data ?? []).filter((b) => b.archived).map((b) => b.id)), [serverBatches.data]);
  const open = useMemo(() => (all?.batches ?? []).filter((b) => !archived.has(b.id)), [all?.batches, archived]);
  const batchId = chosen ?? open[0]?.id ?? null;
  const data = useBatchMembersData(batchId);
  const columns = useMemo(() => (batchId ? memberColumns(batchId, open) : []), [batchId, open]);
  if (!data || !all) return <DelayedLoader label="Loading batches" />;
  return (
    <Stack data-ready="true">
      <Title order={1}>Batch students</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedChanges writes={data.failed} />
      {open.length === 0 && <Text c="dimmed">No open batches: create one under Batches.</Text>}
      {batchId && (
        <>
          <Group align="flex-end" wrap="wrap">
            <Select label="Batch" data={open.map((b) => ({ value: b.id, label: b.name }))} value={batchId} onChange={setChosen} allowDeselect={false} searchable />
            <Select
              label="Add a learner"
              placeholder="Choose a learner"
              searchable
              clearable
              data={data.candidates.map((p) => ({ value: p.id, label: p.name }))}
              value={adding}
              onChange={setAdding}
            />
            <Button disabled={!adding} onClick={() => adding && void addToBatch(batchId, adding).then(() => setAdding(null))}>
              Add
            </Button>
          </Group>
          <DataTable
            caption="Learners of the batch"
            rows={data.rows}
            columns={columns}
            rowKey={(m) => m.id}
            empty={<Text c="dimmed">No learners in this batch yet.</Text>}
            searchLabel="Search learners"
            csv={{ fileName: 'batch-learners.csv' }}
          />
        </>
      )}
    </Stack>
  );
}
