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
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { adminPeopleNs } from './messages/en';

type T = TFunction<typeof adminPeopleNs>;

type BatchRow = BatchListItem & { status: BatchStatus | 'archived'; teachers: string };
const statusColours = { upcoming: 'blue', running: 'green', ended: 'gray', archived: 'dark' } as const;

function batchColumns(t: T, edit: (b: AdminBatch) => void, history: (b: AdminBatch) => void, toggleArchive: (b: AdminBatch) => void): ColumnDef<BatchRow, never>[] {
  return [
    { accessorKey: 'name', header: t('batches.name') },
    { accessorKey: 'courseTitle', header: t('batches.course') },
    { accessorKey: 'teachers', header: t('batches.teachers'), cell: ({ row }) => row.original.teachers || '—' },
    { accessorKey: 'startsOn', header: t('batches.start'), cell: ({ row }) => row.original.startsOn ?? '—' },
    { accessorKey: 'endsOn', header: t('batches.end'), cell: ({ row }) => row.original.endsOn ?? '—' },
    { accessorKey: 'enrolmentEndsOn', header: t('batches.enrolmentEnds'), cell: ({ row }) => row.original.enrolmentEndsOn ?? '—' },
    { accessorKey: 'status', header: t('batches.status'), cell: ({ row }) => <Badge color={statusColours[row.original.status]} variant="light">{t(`statuses.${row.original.status}`)}</Badge> },
    { accessorKey: 'studentCount', header: t('batches.learners') },
    {
      id: 'actions',
      header: t('batches.actions'),
      enableSorting: false,
      // A row from this device lacks what only the server knows (archive state, enrolment end, co-teachers): no edits from it.
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" aria-label={t('batches.editLabel', { name: row.original.name })} disabled={row.original.local} aria-haspopup="dialog" onClick={() => edit(row.original)}>{t('batches.edit')}</Button>
          <Button size="xs" variant="subtle" aria-label={t('batches.historyLabel', { name: row.original.name })} aria-haspopup="dialog" onClick={() => history(row.original)}>{t('batches.history')}</Button>
          <Button size="xs" variant="subtle" color={row.original.archived ? undefined : 'red'} aria-label={t(row.original.archived ? 'batches.unarchiveLabel' : 'batches.archiveLabel', { name: row.original.name })}
            disabled={row.original.local} onClick={() => toggleArchive(row.original)}>
            {row.original.archived ? t('batches.unarchive') : t('batches.archive')}
          </Button>
        </Group>
      ),
    },
  ];
}

export function BatchesScreen() {
  const { t } = useTranslation(adminPeopleNs);
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
          notify(t(batch.archived ? 'batches.unarchivedToast' : 'batches.archivedToast', { name: batch.name }), 'green');
          reload();
        },
        (failure: unknown) => notify(problemText(failure), 'red'),
      );
    return batchColumns(t, setEditing, setAudited, toggleArchive);
  }, [t, reload]);
  const today = new Date().toISOString().slice(0, 10);
  const rows = useMemo(
    () => batches.rows?.filter((b) => showArchived || !b.archived).map((b): BatchRow => ({ ...b, status: b.archived ? 'archived' : batchStatus(b.startsOn, b.endsOn, today), teachers: b.teacherNames.join(', ') })),
    [batches.rows, showArchived, today],
  );
  const { serverProblem } = batches;
  return (
    <Stack data-ready={rows ? 'true' : undefined}>
      <Group justify="space-between">
        <Title order={1}>{t('batches.title')}</Title>
        <Button aria-haspopup="dialog" onClick={() => setEditing('new')} disabled={!online}>{t('batches.new')}</Button>
      </Group>
      {!online && <Alert color="yellow">{t('batches.offline')}</Alert>}
      {serverProblem === 'offline' && (
        <Text size="sm" c="dimmed">{t('batches.offlineList')}</Text>
      )}
      {serverProblem !== null && serverProblem !== 'offline' && (
        <Alert color="red" role="alert">
          {t('batches.serverProblem', { problem: serverProblem })}
        </Alert>
      )}
      <Switch label={t('batches.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
      {!rows && <DelayedLoader label={t('batches.loading')} />}
      {rows && (
        <DataTable
          caption={t('batches.caption')}
          rows={rows}
          columns={columns}
          rowKey={(b) => b.id}
          empty={<Text c="dimmed">{t('batches.empty')}</Text>}
          searchLabel={t('batches.search')}
          initialSorting={[{ id: 'name', desc: false }]}
          csv={{ fileName: 'batches.csv' }}
        />
      )}
      {editing && <BatchForm batch={editing === 'new' ? null : editing} teachers={teachers} onClose={() => setEditing(null)} onSaved={reload} />}
      <AuditDrawer title={t('audit.historyOf', { name: audited?.name ?? '' })} subject={audited ? { batchId: audited.id } : null} onClose={() => setAudited(null)} />
    </Stack>
  );
}
