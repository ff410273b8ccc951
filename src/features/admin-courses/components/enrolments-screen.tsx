/**
 * `/admin-dashboard/enrolments` (issue 17, item 4): the organisation's enrolments from the device
 * (requests first), filtered by course, status and date; approve or reject one or many with a
 * message the learners see; enrol people directly. Writes are queued (offline too) and shown
 * 'Pending' until the server confirms; a refused one is undone and its reason shown.
 */
import { Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { decideEnrolments } from '../data/enrolment-writes';
import { filterEnrolments, useEnrolmentsData, type EnrolmentFilters, type EnrolmentListRow } from '../data/enrolments';
import { EnrolDirectly } from './enrol-directly';
import { RefusedWrites } from './refused-writes';
import { StatusBadge } from './status-badge';

const statusOptions = [
  { value: 'requested', label: 'Requested' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

function columns(selected: ReadonlySet<string>, toggle: (id: string) => void): ColumnDef<EnrolmentListRow, never>[] {
  return [
    {
      id: 'select',
      header: 'Select',
      enableSorting: false,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.learner}, ${row.original.courseTitle}`}
          checked={selected.has(row.original.id)}
          disabled={row.original.status !== 'requested' && row.original.status !== 'rejected'}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    { id: 'learner', header: 'Learner', accessorKey: 'learner' },
    { id: 'course', header: 'Course', accessorKey: 'courseTitle' },
    { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} pending={row.original.pending} /> },
    { id: 'requested', header: 'Requested', accessorKey: 'createdAt', cell: ({ row }) => formatMessageTime(new Date(row.original.createdAt)) },
    { id: 'message', header: 'Message', accessorKey: 'decisionMessage' },
  ];
}

/** The enrolments screen. */
export function EnrolmentsScreen() {
  const data = useEnrolmentsData();
  const [filters, setFilters] = useState<EnrolmentFilters>({ courseId: null, status: 'requested', since: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tableColumns = useMemo(() => columns(selected, toggle), [selected]);
  if (data === undefined) return <DelayedLoader label="Loading enrolments" />;
  const rows = filterEnrolments(data.rows, filters);
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const decide = (decision: 'approve' | 'reject') => {
    void decideEnrolments(chosen, decision, message).then(() => {
      setSelected(new Set());
      setMessage('');
    });
  };
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>Enrolments</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites
        writes={data.queued.failed}
        describe={(write) => (write.name === 'enrolment.add' ? 'Enrolling people' : 'A decision on enrolment requests')}
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Course"
          placeholder="All courses"
          clearable
          data={data.courses.map((c) => ({ value: c.id, label: c.title }))}
          value={filters.courseId}
          onChange={(courseId) => setFilters({ ...filters, courseId })}
          searchable
          w={240}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status}
          allowDeselect={false}
          onChange={(status) => setFilters({ ...filters, status: (status ?? 'all') as EnrolmentFilters['status'] })}
          w={160}
        />
        <TextInput label="Requested on or after" type="date" value={filters.since} onChange={(e) => setFilters({ ...filters, since: e.currentTarget.value })} w={190} />
      </Group>
      <Stack gap="xs" component="section" aria-label="Decide on the selected requests">
        <Textarea
          label="Message to the learners (optional)"
          description="They see it with the decision."
          value={message}
          maxLength={500}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maw={560}
        />
        <Group>
          <Text size="sm">{chosen.length === 1 ? '1 request selected' : `${chosen.length} requests selected`}</Text>
          <Button variant="brandPrimary" disabled={chosen.length === 0} onClick={() => decide('approve')}>
            Approve
          </Button>
          <Button color="red" variant="outline" disabled={chosen.length === 0} onClick={() => decide('reject')}>
            Reject
          </Button>
        </Group>
      </Stack>
      <DataTable
        caption="Enrolments"
        rows={rows}
        columns={tableColumns}
        rowKey={(row) => row.id}
        searchLabel="Search learners and courses"
        searchText={(row) => `${row.learner} ${row.email ?? ''} ${row.courseTitle}`}
        initialSorting={[{ id: 'requested', desc: false }]}
        empty={<Text>{data.rows.length === 0 ? 'No enrolment on this device yet. They appear after the first sync.' : 'No enrolment matches these filters.'}</Text>}
        csv={{ fileName: 'enrolments.csv' }}
      />
      <EnrolDirectly courses={data.courses} people={data.people} />
    </Stack>
  );
}
