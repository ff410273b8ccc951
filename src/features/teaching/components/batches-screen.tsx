/**
 * `/teacher-dashboard/batches` (issue 16, item 2): every batch the teacher teaches, from the local
 * database: course, dates, learners, average progress, learners behind, open quizzes and how many
 * learners submitted each. Sortable, searchable; works offline.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNow } from '@/ui/use-now';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { BEHIND_MEDIAN_MARGIN, INACTIVE_DAYS, type BatchSummary } from '../data/batch-rules';
import { useBatchSummaries } from '../data/use-batches';
import { shownDate, shownPercent } from './format';
import { column } from './columns';
import { ScreenFrame } from './screen-frame';
import { teachingNs } from '../messages/en';

const col = column<BatchSummary, string | number>;
/** The table's columns, headed in the language of `t`. */
const batchColumns = (t: TFunction<typeof teachingNs>): ColumnDef<BatchSummary, never>[] => [
  col({
    id: 'name',
    header: t('columns.batch'),
    accessorFn: (b) => b.name,
    cell: ({ row }) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/teacher-dashboard/batch-students" search={{ batch: row.original.id }} />}>
        {row.original.name}
      </Anchor>
    ),
  }),
  col({ id: 'course', header: t('columns.course'), accessorFn: (b) => b.courseTitle }),
  col({ id: 'startsOn', header: t('columns.starts'), accessorFn: (b) => b.startsOn ?? '', cell: ({ row }) => shownDate(row.original.startsOn) }),
  col({ id: 'endsOn', header: t('columns.ends'), accessorFn: (b) => b.endsOn ?? '', cell: ({ row }) => shownDate(row.original.endsOn) }),
  col({ id: 'learners', header: t('columns.learners'), accessorFn: (b) => b.learners }),
  col({ id: 'average', header: t('columns.averageProgress'), accessorFn: (b) => b.averageProgress ?? -1, meta: { csv: (b) => b.averageProgress }, cell: ({ row }) => shownPercent(row.original.averageProgress) }),
  col({ id: 'behind', header: t('columns.learnersBehind'), accessorFn: (b) => b.behind }),
  col({
    id: 'quizzes',
    header: t('columns.openQuizzes'),
    accessorFn: (b) => b.openQuizzes.length,
    meta: { csv: (b) => b.openQuizzes.map((q) => `${q.name} (${q.submitted}/${b.learners})`).join(', ') },
    cell: ({ row }) =>
      row.original.openQuizzes.length === 0
        ? t('none')
        : row.original.openQuizzes.map((q) => `${q.name} (${q.submitted}/${row.original.learners})`).join(', '),
  }),
];

/** The teacher's batches. */
export function BatchesScreen() {
  const [now] = useNow(60_000);
  const batches = useBatchSummaries(now);
  const { t } = useTranslation(teachingNs);
  const columns = useMemo(() => batchColumns(t), [t]);
  return (
    <ScreenFrame title={t('batches.title')} ready={batches !== undefined}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('batches.rule', { days: INACTIVE_DAYS, points: BEHIND_MEDIAN_MARGIN })}
        </Text>
        <DataTable
          caption={t('batches.caption')}
          rows={batches ?? []}
          columns={columns}
          rowKey={(b) => b.id}
          searchLabel={t('batches.search')}
          searchText={(b) => `${b.name} ${b.courseTitle}`}
          initialSorting={[{ id: 'name', desc: false }]}
          empty={<Text>{t('batches.empty')}</Text>}
          csv={{ fileName: 'my-batches.csv' }}
        />
      </Stack>
    </ScreenFrame>
  );
}
