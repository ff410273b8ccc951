/**
 * `/admin-dashboard/quizess`, `exercise` and `flashcards` (issue 17, item 7): the organisation's
 * quizzes, exercises and decks from the device with course, size, last edit and use (attempts or
 * reviews, when online) and status (published version, draft changes, or a draft never published),
 * linking to their editors and to 'Create …'.
 */
import { Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityCounts } from '@contract/admin';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useActivities, useActivityCounts, type ActivityKind, type ActivityListRow } from '../data/activities';
import { CreateLink, EditorLink } from './activity-links';
import { adminCoursesNs } from '../messages/en';

type T = TFunction<typeof adminCoursesNs>;

type Row = ActivityListRow & { used: number | null };

function columns(t: T, kind: ActivityKind): ColumnDef<Row, never>[] {
  return [
    { id: 'title', header: t('columns.title'), accessorKey: 'title', cell: ({ row }) => <EditorLink kind={kind} id={row.original.id} title={row.original.title} /> },
    { id: 'status', header: t('columns.status'), accessorKey: 'status' },
    { id: 'course', header: t('columns.course'), accessorKey: 'courseTitle' },
    { id: 'size', header: t(`activities.${kind}.size`), accessorKey: 'size' },
    { id: 'updated', header: t('columns.lastEdit'), accessorKey: 'updatedAt', cell: ({ row }) => formatMessageTime(new Date(row.original.updatedAt)) },
    { id: 'used', header: t(`activities.${kind}.used`), accessorKey: 'used', cell: ({ row }) => row.original.used ?? '–' },
  ];
}

function usedOf(counts: ActivityCounts | null | undefined, kind: ActivityKind, id: string): number | null {
  if (!counts) return null;
  return counts[kind][id] ?? 0;
}

/** The list of quizzes, exercises or decks. */
export function ActivityListScreen({ kind }: { kind: ActivityKind }) {
  const { t } = useTranslation(adminCoursesNs);
  const data = useActivities(kind);
  const counts = useActivityCounts();
  if (data === undefined) return <DelayedLoader label={t(`activities.${kind}.loading`)} />;
  const rows = data.rows.map((row) => ({ ...row, used: usedOf(counts, kind, row.id) }));
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>{t(`activities.${kind}.heading`)}</Title>
      <AsOf at={data.lastSyncedAt} />
      {counts === null ? <Text size="sm">{t(`activities.${kind}.online`)}</Text> : null}
      <CreateLink kind={kind} />
      <DataTable
        caption={t(`activities.${kind}.heading`)}
        rows={rows}
        columns={columns(t, kind)}
        rowKey={(row) => row.id}
        searchLabel={t(`activities.${kind}.search`)}
        searchText={(row) => `${row.title} ${row.courseTitle} ${row.status}`}
        initialSorting={[{ id: 'title', desc: false }]}
        empty={<Text>{t(`activities.${kind}.none`)} {t('afterSync')}</Text>}
        csv={{ fileName: `${kind}-list.csv` }}
      />
    </Stack>
  );
}
