/**
 * `/admin-dashboard/quizess`, `exercise` and `flashcards` (issue 17, item 7): the organisation's
 * quizzes, exercises and decks from the device with course, size, last edit and use (attempts or
 * reviews, when online) and status (published version, draft changes, or a draft never published),
 * linking to their editors and to 'Create …'.
 */
import { Stack, Text, Title } from '@mantine/core';
import type { ActivityCounts } from '@contract/admin';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useActivities, useActivityCounts, type ActivityKind, type ActivityListRow } from '../data/activities';
import { CreateLink, EditorLink } from './activity-links';

const labels: Record<ActivityKind, { heading: string; size: string; used: string; none: string }> = {
  quizzes: { heading: 'Quizzes', size: 'Questions', used: 'Attempts', none: 'No quiz on this device yet.' },
  exercises: { heading: 'Exercises', size: 'Items', used: 'Attempts', none: 'No exercise on this device yet.' },
  decks: { heading: 'Flashcards', size: 'Cards', used: 'Reviews', none: 'No flashcard deck on this device yet.' },
};

type Row = ActivityListRow & { used: number | null };

function columns(kind: ActivityKind): ColumnDef<Row, never>[] {
  return [
    { id: 'title', header: 'Title', accessorKey: 'title', cell: ({ row }) => <EditorLink kind={kind} id={row.original.id} title={row.original.title} /> },
    { id: 'status', header: 'Status', accessorKey: 'status' },
    { id: 'course', header: 'Course', accessorKey: 'courseTitle' },
    { id: 'size', header: labels[kind].size, accessorKey: 'size' },
    { id: 'updated', header: 'Last edit', accessorKey: 'updatedAt', cell: ({ row }) => formatMessageTime(new Date(row.original.updatedAt)) },
    { id: 'used', header: labels[kind].used, accessorKey: 'used', cell: ({ row }) => row.original.used ?? '–' },
  ];
}

function usedOf(counts: ActivityCounts | null | undefined, kind: ActivityKind, id: string): number | null {
  if (!counts) return null;
  return counts[kind][id] ?? 0;
}

/** The list of quizzes, exercises or decks. */
export function ActivityListScreen({ kind }: { kind: ActivityKind }) {
  const data = useActivities(kind);
  const counts = useActivityCounts();
  if (data === undefined) return <DelayedLoader label={`Loading ${labels[kind].heading.toLowerCase()}`} />;
  const rows = data.rows.map((row) => ({ ...row, used: usedOf(counts, kind, row.id) }));
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>{labels[kind].heading}</Title>
      <AsOf at={data.lastSyncedAt} />
      {counts === null ? <Text size="sm">{labels[kind].used} are shown when you are online.</Text> : null}
      <CreateLink kind={kind} />
      <DataTable
        caption={labels[kind].heading}
        rows={rows}
        columns={columns(kind)}
        rowKey={(row) => row.id}
        searchLabel={`Search ${labels[kind].heading.toLowerCase()}`}
        searchText={(row) => `${row.title} ${row.courseTitle} ${row.status}`}
        initialSorting={[{ id: 'title', desc: false }]}
        empty={<Text>{labels[kind].none} They appear after the first sync.</Text>}
        csv={{ fileName: `${kind}-list.csv` }}
      />
    </Stack>
  );
}
