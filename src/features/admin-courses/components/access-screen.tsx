/**
 * `/admin-dashboard/add-access` (issue 17, item 6): grant a course to people or a batch with an
 * optional last day, list the current grants (expired ones marked: the server no longer opens the
 * course for them), and revoke selected grants. Writes are queued and shown pending until confirmed.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { formatMessageTime } from '@/ui/date';
import { DelayedLoader } from '@/ui/delayed-loader';
import { RefusedWrites } from '@/ui/refused-writes';
import { selectColumn, useRowSelection } from '@/ui/row-selection';
import { useAccessData, type GrantListRow } from '../data/access';
import { revokeAccess } from '../data/access-writes';
import { GrantForm } from './grant-form';
import { StatusBadge } from './status-badge';
import { adminCoursesNs } from '../messages/en';

type T = TFunction<typeof adminCoursesNs>;

function statusOf(row: GrantListRow) {
  if (row.revoking) return <StatusBadge status="revoking" pending />;
  return <StatusBadge status={row.expired ? 'expired' : 'active'} pending={row.pending} />;
}

function columns(t: T, selected: ReadonlySet<string>, toggle: (id: string) => void): ColumnDef<GrantListRow, never>[] {
  return [
    selectColumn<GrantListRow>(selected, toggle, { label: (row) => `${row.person}, ${row.courseTitle}`, disabled: (row) => row.revoking }),
    { id: 'person', header: t('columns.person'), accessorKey: 'person' },
    { id: 'course', header: t('columns.course'), accessorKey: 'courseTitle' },
    { id: 'status', header: t('columns.status'), accessorKey: 'expired', cell: ({ row }) => statusOf(row.original), meta: { csv: (row: GrantListRow) => (row.revoking ? 'revoking' : row.expired ? 'expired' : 'active') } },
    {
      id: 'expires',
      header: t('columns.expires'),
      accessorKey: 'expiresAt',
      cell: ({ row }) => (row.original.expiresAt ? formatMessageTime(new Date(row.original.expiresAt)) : t('access.noExpiry')),
    },
    { id: 'granted', header: t('columns.granted'), accessorKey: 'createdAt', cell: ({ row }) => formatMessageTime(new Date(row.original.createdAt)) },
  ];
}

/** The access screen. */
export function AccessScreen() {
  const { t } = useTranslation(adminCoursesNs);
  const data = useAccessData();
  const { selected, toggle, clear } = useRowSelection();
  const tableColumns = useMemo(() => columns(t, selected, toggle), [t, selected, toggle]);
  if (data === undefined) return <DelayedLoader label={t('access.loading')} />;
  const chosen = data.rows.filter((row) => selected.has(row.id) && !row.revoking);
  const revoke = async () => {
    const byCourse = new Map<string, string[]>();
    for (const row of chosen) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.userId]);
    for (const [courseId, userIds] of byCourse) await revokeAccess(courseId, userIds);
    clear();
  };
  return (
    <Stack gap="md" data-ready="true">
      <Title order={1}>{t('access.title')}</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites writes={data.queued.failed} describe={(write) => (write.name === 'access.grant' ? t('access.granting') : t('access.revoking'))} />
      <GrantForm data={data} />
      <Title order={2} size="h4">
        {t('access.current')}
      </Title>
      <Group>
        <Text size="sm">{t('access.selected', { count: chosen.length })}</Text>
        <Button color="red" variant="outline" disabled={chosen.length === 0} onClick={() => void revoke()}>
          {t('access.revoke')}
        </Button>
      </Group>
      <DataTable
        caption={t('access.caption')}
        rows={data.rows}
        columns={tableColumns}
        rowKey={(row) => row.id}
        searchLabel={t('access.search')}
        searchText={(row) => `${row.person} ${row.courseTitle}`}
        initialSorting={[{ id: 'course', desc: false }]}
        empty={<Text>{t('access.none')}</Text>}
        csv={{ fileName: 'access-grants.csv' }}
      />
    </Stack>
  );
}
