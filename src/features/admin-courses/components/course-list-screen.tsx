/**
 * `/admin-dashboard/course-list` (issue 17, item 5): every course of the organisation with its status
 * and counts, searchable and sortable; create a course (opens the editor), publish, unpublish,
 * archive, duplicate; send an announcement to a course or a batch. Changes are queued and shown 'Pending' until the server confirms.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import type { IntentName } from '@contract/sync';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { RefusedWrites } from '@/ui/refused-writes';
import { useCourseList, type CourseListRow } from '../data/course-list';
import { CourseActions } from './course-actions';
import { NewCourse } from './new-course';
import { PackageLimitsSettings } from './package-limits';
import { SendAnnouncement } from './send-announcement';
import { StatusBadge } from './status-badge';
import { adminCoursesNs } from '../messages/en';

type T = TFunction<typeof adminCoursesNs>;

const columnsOf = (t: T): ColumnDef<CourseListRow, never>[] => [
  {
    id: 'title',
    header: t('columns.course'),
    accessorKey: 'title',
    cell: ({ row }) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/edit-course/$course" params={{ course: row.original.id }} />}>{row.original.title}</Anchor>
    ),
  },
  { id: 'status', header: t('columns.status'), accessorKey: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} pending={row.original.pending} /> },
  { id: 'lessons', header: t('columns.lessons'), accessorKey: 'lessons' },
  { id: 'learners', header: t('columns.learners'), accessorKey: 'learners' },
  { id: 'batches', header: t('columns.batches'), accessorKey: 'batches' },
  { id: 'updated', header: t('columns.lastEdit'), accessorKey: 'updatedAt', cell: ({ row }) => formatMessageTime(new Date(row.original.updatedAt)) },
  { id: 'actions', header: t('columns.actions'), enableSorting: false, cell: ({ row }) => <CourseActions course={row.original} /> },
];

const describeOf = (t: T): Partial<Record<IntentName, string>> => ({
  'course.create': t('courses.creating'),
  'course.setStatus': t('courses.settingStatus'),
  'course.duplicate': t('courses.duplicating'),
  'announcement.send': t('courses.announcing'),
  'packageLimits.set': t('courses.settingPackageLimits'),
});

/** The course list screen. */
export function CourseListScreen() {
  const { t } = useTranslation(adminCoursesNs);
  const data = useCourseList();
  const columns = useMemo(() => columnsOf(t), [t]);
  if (data === undefined) return <DelayedLoader label={t('courses.loading')} />;
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>{t('courses.title')}</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites writes={data.queued.failed} describe={(write) => describeOf(t)[write.name] ?? t('courses.otherChange')} />
      <NewCourse />
      <SendAnnouncement />
      <PackageLimitsSettings />
      <DataTable
        caption={t('courses.caption')}
        rows={data.rows}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t('courses.search')}
        searchText={(row) => `${row.title} ${row.category} ${row.status}`}
        initialSorting={[{ id: 'title', desc: false }]}
        empty={<Text>{t('courses.none')}</Text>}
        csv={{ fileName: 'courses.csv' }}
      />
    </Stack>
  );
}
