/**
 * The learner record's SCORM/H5P packages (issue 51): each package item the learner opened, with
 * its status, score, time and interactions, in a table whose CSV export has the same columns.
 */
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { shownDuration, type PackageAttemptView } from '../data/package-rows';
import { column } from './columns';
import { shownDate } from './format';
import { teachingNs } from '../messages/en';

const col = column<PackageAttemptView, string | number>;

const packageColumns = (t: TFunction<typeof teachingNs>): ColumnDef<PackageAttemptView, never>[] => [
  col({ id: 'lesson', header: t('packages.lesson'), accessorFn: (r) => r.lesson }),
  col({ id: 'part', header: t('packages.part'), accessorFn: (r) => r.part }),
  col({ id: 'status', header: t('packages.status'), accessorFn: (r) => r.status }),
  col({ id: 'score', header: t('packages.score'), accessorFn: (r) => r.score ?? -1, meta: { csv: (r) => r.score }, cell: ({ row }) => (row.original.score === null ? '—' : `${row.original.score}%`) }),
  col({ id: 'time', header: t('packages.time'), accessorFn: (r) => r.seconds, meta: { csv: (r) => shownDuration(r.seconds) }, cell: ({ row }) => shownDuration(row.original.seconds) }),
  col({
    id: 'interactions',
    header: t('packages.interactions'),
    accessorFn: (r) => r.interactions.length,
    meta: { csv: (r) => r.interactions.join('; ') },
    cell: ({ row }) => (row.original.interactions.length === 0 ? t('none') : row.original.interactions.join(' · ')),
  }),
  col({ id: 'updated', header: t('packages.updated'), accessorFn: (r) => r.updatedAt, cell: ({ row }) => shownDate(row.original.updatedAt), meta: { csv: (r) => shownDate(r.updatedAt) } }),
];

/** The record's package table; `userId` names its CSV file. */
export function PackageAttempts({ rows, userId }: { rows: readonly PackageAttemptView[]; userId: string }) {
  const { t } = useTranslation(teachingNs);
  const columns = useMemo(() => packageColumns(t), [t]);
  return (
    <DataTable
      caption={t('packages.caption')}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      empty={<Text>{t('packages.empty')}</Text>}
      csv={{ fileName: `package-results-${userId}.csv` }}
    />
  );
}
