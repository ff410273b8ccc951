/**
 * `/admin-dashboard/batches`: every batch with its course, teachers, dates, derived status
 * (upcoming, running, ended), learners and archive state; create, edit, archive; the audit trail
 * per batch. Changes need the network. The list paints from this device's copy and takes the
 * server's when it answers (data/use-batches-list.ts); the teachers to choose from are read only
 * while the form is open (data/use-teacher-choices.ts).
 */
import { Alert, Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import { useMemo, useState } from 'react';
import { batchStatus, type BatchStatus } from '@contract/people';
import { apiRequest } from '@/data/api-client';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { useIsOnline } from '@/ui/use-online';
import { DelayedLoader } from '@/ui/delayed-loader';
import { notify, problemText, type AdminBatch } from './api';
import { AuditDrawer } from './audit-trail';
import { BatchForm } from './batch-form';
import { useBatchesList, type BatchListItem } from './data/use-batches-list';
import { useTeacherChoices } from './data/use-teacher-choices';

type BatchRow = BatchListItem & { status: BatchStatus | 'archived'; teachers: string };
const statusColours = { upcoming: 'blue', running: 'green', ended: 'gray', archived: 'dark' } as const;

function batchColumns(edit: (b: AdminBatch) => void, history: (b: AdminBatch) => void, toggleArchive: (b: AdminBatch) => void): ColumnDef<BatchRow, never>[] {
  return [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'courseTitle', header: 'Course' },
    { accessorKey: 'teachers', header: 'Teachers', cell: ({ row }) => row.original.teachers || '—' },
    { accessorKey: 'startsOn', header: 'Start', cell: ({ row }) => row.original.startsOn ?? '—' },
    { accessorKey: 'endsOn', header: 'End', cell: ({ row }) => row.original.endsOn ?? '—' },
    { accessorKey: 'enrolmentEndsOn', header: 'Enrolment ends', cell: ({ row }) => row.original.enrolmentEndsOn ?? '—' },
    { accessorKey: 'status', header: 'Status', cell: ({ row }) => <Badge color={statusColours[row.original.status]} variant="light">{row.original.status}</Badge> },
    { accessorKey: 'studentCount', header: 'Learners' },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      // A row from this device lacks what only the server knows (archive state, enrolment end, co-teachers): no edits from it.
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" aria-label={`Edit ${row.original.name}`} disabled={row.original.local} aria-haspopup="dialog" onClick={() => edit(row.original)}>Edit</Button>
          <Button size="xs" variant="subtle" aria-label={`History of ${row.original.name}`} aria-haspopup="dialog" onClick={() => history(row.original)}>History</Button>
          <Button size="xs" variant="subtle" color={row.original.archived ? undefined : 'red'} aria-label={`${row.original.archived ? 'Unarchive' : 'Archive'} ${row.original.name}`}
            disabled={row.original.local} onClick={() => toggleArchive(row.original)}>
            {row.original.archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Group>
      ),
    },
  ];
}

export function BatchesScreen() {
  const online = useIsOnline();
  const batches = useBatchesList();
  const [editing, setEditing] = useState<AdminBatch | 'new' | null>(null);
  const [audited, setAudited] = useState<AdminBatch | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const teachers = useTeacherChoices(editing !== null);
  const reload = batches.reload;
  const columns = useMemo(() => {
    const toggleArchive = (batch: AdminBatch) =>
      void apiRequest(`/admin/manage/batches/${batch.id}`, { method: 'PATCH', body: { archived: !batch.archived } }).then(
        () => {
          notify(`${batch.name} ${batch.archived ? 'unarchived' : 'archived'}.`, 'green');
          reload();
        },
        (failure: unknown) => notify(problemText(failure), 'red'),
      );
    return batchColumns(setEditing, setAudited, toggleArchive);
  }, [reload]);
  const today = new Date().toISOString().slice(0, 10);
  const rows = useMemo(
    () => batches.rows?.filter((b) => showArchived || !b.archived).map((b): BatchRow => ({ ...b, status: b.archived ? 'archived' : batchStatus(b.startsOn, b.endsOn, today), teachers: b.teacherNames.join(', ') })),
    [batches.rows, showArchived, today],
  );
  const { serverProblem } = batches;
  return (
    <Stack data-ready={rows ? 'true' : undefined}>
      <Group justify="space-between">
        <Title order={1}>Batches</Title>
        <Button aria-haspopup="dialog" onClick={() => setEditing('new')} disabled={!online}>New batch</Button>
      </Group>
      {!online && <Alert color="yellow">You are offline: creating and editing batches needs a network connection.</Alert>}
      {serverProblem === 'offline' && (
        <Text size="sm" c="dimmed">Offline: these are the batches as this device last synced them. Archive states, enrolment end dates and co-teachers show when you are online.</Text>
      )}
      {serverProblem !== null && serverProblem !== 'offline' && (
        <Alert color="red" role="alert">
          {serverProblem} These are the batches as this device last synced them; archive states, enrolment end dates and co-teachers show once the server answers.
        </Alert>
      )}
      <Switch label="Show archived batches" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
      {!rows && <DelayedLoader label="Loading batches" />}
      {rows && (
        <DataTable
          caption="Batches"
          rows={rows}
          columns={columns}
          rowKey={(b) => b.id}
          empty={<Text c="dimmed">No batches yet: create the first one.</Text>}
          searchLabel="Search batches"
          initialSorting={[{ id: 'name', desc: false }]}
          csv={{ fileName: 'batches.csv' }}
        />
      )}
      {editing && <BatchForm batch={editing === 'new' ? null : editing} teachers={teachers} onClose={() => setEditing(null)} onSaved={reload} />}
      <AuditDrawer title={`History of ${audited?.name ?? ''}`} subject={audited ? { batchId: audited.id } : null} onClose={() => setAudited(null)} />
    </Stack>
  );
}
