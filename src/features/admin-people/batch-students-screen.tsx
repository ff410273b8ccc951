/**
 * `/admin-dashboard/batch-students`: the learners of a chosen batch; add a learner, remove one, move
 * one to another batch; each learner links to their record. Changes need the network.
 */
import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { apiRequest } from '@/data/api-client';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { useIsOnline } from '@/ui/use-online';
import { batchesPath, membersPath, peoplePath, notify, problemText, useServerData, type AdminBatch, type BatchMember, type Person } from './api';

async function change(action: () => Promise<unknown>, done: string, reload: () => void) {
  try {
    await action();
    notify(done, 'green');
    reload();
  } catch (failure) {
    notify(problemText(failure), 'red');
  }
}

function memberColumns(batchId: string, others: AdminBatch[], reload: () => void): ColumnDef<BatchMember, never>[] {
  return [
    {
      accessorKey: 'displayName',
      header: 'Name',
      cell: ({ row }) => (
        <Link to="/admin-dashboard/batch-students/$enrollment" params={{ enrollment: row.original.id }}>
          {row.original.displayName ?? row.original.email ?? row.original.userId}
        </Link>
      ),
    },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'joinedAt', header: 'Joined', cell: ({ row }) => new Date(row.original.joinedAt).toLocaleDateString() },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const who = row.original.displayName ?? row.original.email ?? row.original.userId;
        return (
          <Group gap={4} wrap="nowrap">
            <Select
              aria-label={`Move ${who} to another batch`}
              placeholder="Move to…"
              size="xs"
              w={180}
              data={others.filter((b) => b.id !== batchId).map((b) => ({ value: b.id, label: b.name }))}
              value={null}
              onChange={(target) =>
                target && void change(() => apiRequest(`/admin/batch-members/${row.original.id}/move`, { method: 'POST', body: { batchId: target } }), `${who} moved.`, reload)
              }
            />
            <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${who} from the batch`}
              onClick={() => void change(() => apiRequest(`/admin/batch-members/${row.original.id}`, { method: 'DELETE' }), `${who} removed from the batch.`, reload)}>
              Remove
            </Button>
          </Group>
        );
      },
    },
  ];
}

export function BatchStudentsScreen() {
  const online = useIsOnline();
  const batches = useServerData<AdminBatch[]>(batchesPath);
  const people = useServerData<Person[]>(peoplePath);
  const [chosen, setChosen] = useState<string | null>(null);
  const open = useMemo(() => (batches.data ?? []).filter((b) => !b.archived), [batches.data]);
  const batchId = chosen ?? open[0]?.id ?? null;
  const members = useServerData<BatchMember[]>(batchId ? membersPath(batchId) : null);
  const [adding, setAdding] = useState<string | null>(null);
  const reloadMembers = members.reload;
  const columns = useMemo(() => (batchId ? memberColumns(batchId, open, reloadMembers) : []), [batchId, open, reloadMembers]);
  const inBatch = new Set((members.data ?? []).map((m) => m.userId));
  const candidates = (people.data ?? []).filter((p) => p.status === 'member' && p.role === 'learner' && p.userId && !inBatch.has(p.userId));
  const ready = batches.data !== undefined && (batchId === null || members.data !== undefined);
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>Batch students</Title>
      {!online && <Alert color="yellow">You are offline: adding, moving and removing learners needs a network connection.</Alert>}
      {(batches.error ?? members.error) && <Alert color="red" role="alert">{batches.error ?? members.error}</Alert>}
      {!batches.data && !batches.error && <Loader aria-label="Loading batches" />}
      {batches.data && open.length === 0 && <Text c="dimmed">No open batches: create one under Batches.</Text>}
      {batchId && (
        <>
          <Group align="flex-end" wrap="wrap">
            <Select label="Batch" data={open.map((b) => ({ value: b.id, label: b.name }))} value={batchId} onChange={setChosen} allowDeselect={false} searchable />
            <Select
              label="Add a learner"
              placeholder="Choose a learner"
              searchable
              clearable
              data={candidates.map((p) => ({ value: p.userId!, label: `${p.displayName ?? ''} <${p.email ?? ''}>` }))}
              value={adding}
              onChange={setAdding}
            />
            <Button
              disabled={!adding}
              onClick={() => adding && void change(() => apiRequest(`/admin/manage/batches/${batchId}/members`, { method: 'POST', body: { userId: adding } }), 'Learner added.', () => {
                setAdding(null);
                reloadMembers();
              })}
            >
              Add
            </Button>
          </Group>
          {members.data && (
            <DataTable
              caption="Learners of the batch"
              rows={members.data}
              columns={columns}
              rowKey={(m) => m.id}
              empty={<Text c="dimmed">No learners in this batch yet.</Text>}
              searchLabel="Search learners"
              csv={{ fileName: 'batch-learners.csv' }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
