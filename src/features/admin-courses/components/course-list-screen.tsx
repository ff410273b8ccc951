/**
 * `/admin-dashboard/course-list` (issue 17, item 5): every course of the organisation with its status
 * and counts, searchable and sortable; create a course (opens the editor), publish, unpublish,
 * archive, duplicate; send an announcement to a course or a batch. Changes are queued and shown 'Pending' until the server confirms.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { IntentName } from '@contract/sync';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { RefusedWrites } from '@/ui/refused-writes';
import { useCourseList, type CourseListRow } from '../data/course-list';
import { CourseActions } from './course-actions';
import { NewCourse } from './new-course';
import { SendAnnouncement } from './send-announcement';
import { StatusBadge } from './status-badge';

const columns: ColumnDef<CourseListRow, never>[] = [
  {
    id: 'title',
    header: 'Course',
    accessorKey: 'title',
    cell: ({ row }) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/edit-course/$course" params={{ course: row.original.id }} />}>{row.original.title}</Anchor>
    ),
  },
  { id: 'status', header: 'Status', accessorKey: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} pending={row.original.pending} /> },
  { id: 'lessons', header: 'Lessons', accessorKey: 'lessons' },
  { id: 'learners', header: 'Learners', accessorKey: 'learners' },
  { id: 'batches', header: 'Batches', accessorKey: 'batches' },
  { id: 'updated', header: 'Last edit', accessorKey: 'updatedAt', cell: ({ row }) => formatMessageTime(new Date(row.original.updatedAt)) },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <CourseActions course={row.original} /> },
];

const describe: Partial<Record<IntentName, string>> = {
  'course.create': 'Creating a course',
  'course.setStatus': 'Changing a course status',
  'course.duplicate': 'Duplicating a course',
  'announcement.send': 'Sending an announcement',
};

/** The course list screen. */
export function CourseListScreen() {
  const data = useCourseList();
  if (data === undefined) return <DelayedLoader label="Loading courses" />;
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>Course list</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites writes={data.queued.failed} describe={(write) => describe[write.name] ?? 'A course change'} />
      <NewCourse />
      <SendAnnouncement />
      <DataTable
        caption="Courses of the organisation"
        rows={data.rows}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel="Search courses"
        searchText={(row) => `${row.title} ${row.category} ${row.status}`}
        initialSorting={[{ id: 'title', desc: false }]}
        empty={<Text>No course on this device yet. Courses appear after the first sync, or create one above.</Text>}
        csv={{ fileName: 'courses.csv' }}
      />
    </Stack>
  );
}
