/**
 * `/admin-dashboard/enrolments` (issue 17, item 4): the organisation's enrolments from the device
 * (requests first), filtered by course, status and date; approve or reject one or many with a
 * message the learners see; enrol people directly. Writes are queued (offline too) and shown
 * 'Pending' until the server confirms; a refused one is undone and its reason shown.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { RefusedWrites } from '@/ui/refused-writes';
import { selectColumn, useRowSelection } from '@/ui/row-selection';
import { decideEnrolments } from '../data/enrolment-writes';
import { filterEnrolments, useEnrolmentsData, type EnrolmentFilters, type EnrolmentListRow } from '../data/enrolments';
import { EnrolDirectly } from './enrol-directly';
import { StatusBadge } from './status-badge';
import { adminCoursesNs } from '../messages/en';

type T = TFunction<typeof adminCoursesNs>;

const statusOptions = (t: T) => [
  { value: 'requested', label: t('enrolments.filter.requested') },
  { value: 'active', label: t('enrolments.filter.active') },
  { value: 'completed', label: t('enrolments.filter.completed') },
  { value: 'rejected', label: t('enrolments.filter.rejected') },
  { value: 'all', label: t('enrolments.filter.all') },
];

function columns(t: T, selected: ReadonlySet<string>, toggle: (id: string) => void): ColumnDef<EnrolmentListRow, never>[] {
  return [
    selectColumn<EnrolmentListRow>(selected, toggle, {
      label: (row) => `${row.learner}, ${row.courseTitle}`,
      disabled: (row) => row.status !== 'requested' && row.status !== 'rejected',
    }),
    { id: 'learner', header: t('columns.learner'), accessorKey: 'learner' },
    { id: 'course', header: t('columns.course'), accessorKey: 'courseTitle' },
    { id: 'status', header: t('columns.status'), accessorKey: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} pending={row.original.pending} /> },
    { id: 'requested', header: t('columns.requested'), accessorKey: 'createdAt', cell: ({ row }) => formatMessageTime(new Date(row.original.createdAt)) },
    { id: 'message', header: t('columns.message'), accessorKey: 'decisionMessage' },
  ];
}

/** The enrolments screen. */
export function EnrolmentsScreen() {
  const { t } = useTranslation(adminCoursesNs);
  const data = useEnrolmentsData();
  const [filters, setFilters] = useState<EnrolmentFilters>({ courseId: null, status: 'requested', since: '' });
  const { selected, toggle, clear } = useRowSelection();
  const [message, setMessage] = useState('');
  const tableColumns = useMemo(() => columns(t, selected, toggle), [t, selected, toggle]);
  if (data === undefined) return <DelayedLoader label={t('enrolments.loading')} />;
  const rows = filterEnrolments(data.rows, filters);
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const decide = (decision: 'approve' | 'reject') => {
    void decideEnrolments(chosen, decision, message).then(() => {
      clear();
      setMessage('');
    });
  };
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>{t('enrolments.title')}</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites
        writes={data.queued.failed}
        describe={(write) => (write.name === 'enrolment.add' ? t('enrolments.enrolling') : t('enrolments.deciding'))}
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('enrolments.course')}
          placeholder={t('enrolments.allCourses')}
          clearable
          data={data.courses.map((c) => ({ value: c.id, label: c.title }))}
          value={filters.courseId}
          onChange={(courseId) => setFilters({ ...filters, courseId })}
          searchable
          w={240}
        />
        <Select
          label={t('enrolments.status')}
          data={statusOptions(t)}
          value={filters.status}
          allowDeselect={false}
          onChange={(status) => setFilters({ ...filters, status: (status ?? 'all') as EnrolmentFilters['status'] })}
          w={160}
        />
        <TextInput label={t('enrolments.since')} type="date" value={filters.since} onChange={(e) => setFilters({ ...filters, since: e.currentTarget.value })} w={190} />
      </Group>
      <Stack gap="xs" component="section" aria-label={t('enrolments.decide')}>
        <Textarea
          label={t('enrolments.message')}
          description={t('enrolments.messageHint')}
          value={message}
          maxLength={500}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maw={560}
        />
        <Group>
          <Text size="sm">{t('enrolments.selected', { count: chosen.length })}</Text>
          <Button variant="brandPrimary" disabled={chosen.length === 0} onClick={() => decide('approve')}>
            {t('enrolments.approve')}
          </Button>
          <Button color="red" variant="outline" disabled={chosen.length === 0} onClick={() => decide('reject')}>
            {t('enrolments.reject')}
          </Button>
        </Group>
      </Stack>
      <DataTable
        caption={t('enrolments.caption')}
        rows={rows}
        columns={tableColumns}
        rowKey={(row) => row.id}
        searchLabel={t('enrolments.search')}
        searchText={(row) => `${row.learner} ${row.email ?? ''} ${row.courseTitle}`}
        initialSorting={[{ id: 'requested', desc: false }]}
        empty={<Text>{data.rows.length === 0 ? t('enrolments.none') : t('enrolments.noMatch')}</Text>}
        csv={{ fileName: 'enrolments.csv' }}
      />
      <EnrolDirectly courses={data.courses} people={data.people} />
    </Stack>
  );
}
