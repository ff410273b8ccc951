/**
 * `/teacher-dashboard/batch-students` (issue 16, item 3): one row per learner of the teacher's
 * batches (or of `?batch=`), from the local database, with a progress chart and a CSV export of
 * the table's rows and columns. Each name opens the learner's record.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { useNow } from '@/ui/use-now';
import type { StudentRow } from '../data/batch-rules';
import { behindText, studentCsvColumns } from '../data/student-export';
import { useStudentRows } from '../data/use-batches';
import { shownDate, shownPercent } from './format';
import { ProgressChart } from './progress-chart';
import { column } from './columns';
import { ScreenFrame } from './screen-frame';
import { teachingNs } from '../messages/en';

const col = column<StudentRow, string | number>;
/** The table's columns, headed in the language of `t`. */
const studentColumns = (t: TFunction<typeof teachingNs>): ColumnDef<StudentRow, never>[] => [
  col({
    id: 'name',
    header: t('columns.learner'),
    accessorFn: (r) => r.name,
    cell: ({ row }) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/teacher-dashboard/batch-students/$enrollment" params={{ enrollment: row.original.id }} />}>
        {row.original.name}
      </Anchor>
    ),
  }),
  col({ id: 'email', header: t('columns.email'), accessorFn: (r) => r.email ?? '' }),
  col({ id: 'batch', header: t('columns.batch'), accessorFn: (r) => r.batchName }),
  col({ id: 'progress', header: t('columns.progress'), accessorFn: (r) => r.progress, cell: ({ row }) => `${row.original.progress}%` }),
  col({ id: 'lessons', header: t('columns.lessonsCompleted'), accessorFn: (r) => r.lessonsCompleted }),
  col({ id: 'lastActive', header: t('columns.lastActive'), accessorFn: (r) => r.lastActiveAt ?? '', cell: ({ row }) => shownDate(row.original.lastActiveAt) }),
  col({ id: 'passed', header: t('columns.quizzesPassed'), accessorFn: (r) => r.quizzesPassed }),
  col({ id: 'attempted', header: t('columns.quizzesAttempted'), accessorFn: (r) => r.quizzesAttempted }),
  col({ id: 'average', header: t('columns.averageScore'), accessorFn: (r) => r.averageScore ?? -1, cell: ({ row }) => shownPercent(row.original.averageScore) }),
  col({ id: 'due', header: t('columns.flashcardsDue'), accessorFn: (r) => r.flashcardsDue }),
  col({ id: 'synced', header: t('columns.deviceSynced'), accessorFn: (r) => r.lastPulledAt ?? '', cell: ({ row }) => shownDate(row.original.lastPulledAt) }),
  col({
    id: 'behind',
    header: t('columns.behind'),
    accessorFn: (r) => behindText(r),
    cell: ({ row }) =>
      row.original.behind ? (
        <Text span size="sm" fw={600} c="red.9">
          {behindText(row.original)}
        </Text>
      ) : (
        ''
      ),
  }),
];

/** The learners of the teacher's batches. */
export function BatchStudentsScreen({ batchId }: { batchId: string | undefined }) {
  const [now] = useNow(60_000);
  const data = useStudentRows(batchId, now);
  const navigate = useNavigate();
  const { t } = useTranslation(teachingNs);
  const columns = useMemo(() => studentColumns(t), [t]);
  return (
    <ScreenFrame title={t('students.title')} ready={data !== undefined}>
      {data && (
        <Stack gap="md">
          <Group align="end" justify="space-between">
            <Select
              label={t('students.batch')}
              data={[{ value: '', label: t('students.allBatches') }, ...data.batches.map((b) => ({ value: b.id, label: b.name }))]}
              value={batchId ?? ''}
              onChange={(value) => void navigate({ to: '/teacher-dashboard/batch-students', search: value ? { batch: value } : {} })}
              allowDeselect={false}
              maw={320}
            />
          </Group>
          {data.rows.length > 0 && <ProgressChart percents={data.rows.map((r) => r.progress)} />}
          <DataTable
            caption={t('students.caption')}
            rows={data.rows}
            columns={columns}
            rowKey={(r) => r.id}
            searchLabel={t('students.search')}
            searchText={(r) => `${r.name} ${r.email ?? ''} ${r.batchName}`}
            initialSorting={[{ id: 'name', desc: false }]}
            // Below the chart, about ten rows are on screen at first.
            firstPaintRows={20}
            empty={<Text>{t('students.empty')}</Text>}
            csv={{ fileName: `batch-students${batchId ? `-${batchId}` : ''}.csv`, columns: studentCsvColumns }}
          />
        </Stack>
      )}
    </ScreenFrame>
  );
}
