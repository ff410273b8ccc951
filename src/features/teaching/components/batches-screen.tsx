/**
 * `/teacher-dashboard/batches` (issue 16, item 2): every batch the teacher teaches, from the local
 * database: course, dates, learners, average progress, learners behind, open quizzes and how many
 * learners submitted each. Sortable, searchable; works offline.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useNow } from '@/ui/use-now';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { BEHIND_MEDIAN_MARGIN, INACTIVE_DAYS, type BatchSummary } from '../data/batch-rules';
import { useBatchSummaries } from '../data/use-batches';
import { shownDate, shownPercent } from './format';
import { column } from './columns';
import { ScreenFrame } from './screen-frame';

const col = column<BatchSummary, string | number>;
const columns: ColumnDef<BatchSummary, never>[] = [
  col({
    id: 'name',
    header: 'Batch',
    accessorFn: (b) => b.name,
    cell: ({ row }) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/teacher-dashboard/batch-students" search={{ batch: row.original.id }} />}>
        {row.original.name}
      </Anchor>
    ),
  }),
  col({ id: 'course', header: 'Course', accessorFn: (b) => b.courseTitle }),
  col({ id: 'startsOn', header: 'Starts', accessorFn: (b) => b.startsOn ?? '', cell: ({ row }) => shownDate(row.original.startsOn) }),
  col({ id: 'endsOn', header: 'Ends', accessorFn: (b) => b.endsOn ?? '', cell: ({ row }) => shownDate(row.original.endsOn) }),
  col({ id: 'learners', header: 'Learners', accessorFn: (b) => b.learners }),
  col({ id: 'average', header: 'Average progress', accessorFn: (b) => b.averageProgress ?? -1, meta: { csv: (b) => b.averageProgress }, cell: ({ row }) => shownPercent(row.original.averageProgress) }),
  col({ id: 'behind', header: 'Learners behind', accessorFn: (b) => b.behind }),
  col({
    id: 'quizzes',
    header: 'Open quizzes (submitted)',
    accessorFn: (b) => b.openQuizzes.length,
    meta: { csv: (b) => b.openQuizzes.map((q) => `${q.name} (${q.submitted}/${b.learners})`).join(', ') },
    cell: ({ row }) =>
      row.original.openQuizzes.length === 0
        ? 'None'
        : row.original.openQuizzes.map((q) => `${q.name} (${q.submitted}/${row.original.learners})`).join(', '),
  }),
];

/** The teacher's batches. */
export function BatchesScreen() {
  const [now] = useNow(60_000);
  const batches = useBatchSummaries(now);
  return (
    <ScreenFrame title="Batches" ready={batches !== undefined}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A learner is behind after {INACTIVE_DAYS} days without activity, or with progress {BEHIND_MEDIAN_MARGIN} points or more under the batch’s median.
        </Text>
        <DataTable
          caption="Your batches"
          rows={batches ?? []}
          columns={columns}
          rowKey={(b) => b.id}
          searchLabel="Search batches"
          searchText={(b) => `${b.name} ${b.courseTitle}`}
          initialSorting={[{ id: 'name', desc: false }]}
          empty={<Text>You do not teach a batch yet. An administrator assigns teachers to batches.</Text>}
          csv={{ fileName: 'my-batches.csv' }}
        />
      </Stack>
    </ScreenFrame>
  );
}
