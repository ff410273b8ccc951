/**
 * `/admin-dashboard/batch-students`: the learners of a chosen batch; add a learner, remove one, move
 * one to another batch; each learner links to their record. Read from this device and written
 * through the outbox, so it works offline: a change shows 'Pending' until the server confirms it,
 * and a refused one is undone with its reason.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { AsOf } from '@/ui/as-of';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { RefusedWrites } from '@/ui/refused-writes';
import { batchesPath, useServerData, type AdminBatch } from './api';
import { useBatchMembersData, type MemberListRow } from './data/batch-members';
import { addToBatch, moveToBatch, removeFromBatch } from './data/member-writes';
import { adminPeopleNs } from './messages/en';

type T = TFunction<typeof adminPeopleNs>;

/** What each refused membership write was, in the admin's words. */
const whatOf = (t: T): Record<string, string> => ({
  'batchMember.add': t('members.adding'),
  'batchMember.move': t('members.moving'),
  'batchMember.remove': t('members.removingWrite'),
});

/** A day in the language shown (English keeps the browser's own format, as before issue 52). */
const day = (iso: string) => {
  const language = currentLanguage();
  return new Date(iso).toLocaleDateString(language === 'en' ? undefined : intlLocaleOf(language));
};

function State({ row }: { row: MemberListRow }) {
  const { t } = useTranslation(adminPeopleNs);
  if (row.removing) return <Badge color="red" variant="outline" title={t('members.waiting')}>{t('members.removing')}</Badge>;
  if (row.pending) return <Badge color="blue" variant="outline" title={t('members.pendingHint')}>{t('members.pending')}</Badge>;
  return null;
}

function memberColumns(t: T, batchId: string, others: { id: string; name: string }[]): ColumnDef<MemberListRow, never>[] {
  return [
    {
      accessorKey: 'name',
      header: t('members.name'),
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Link to="/admin-dashboard/batch-students/$enrollment" params={{ enrollment: row.original.id }}>{row.original.name}</Link>
          <State row={row.original} />
        </Group>
      ),
    },
    { accessorKey: 'email', header: t('members.email') },
    { accessorKey: 'joinedAt', header: t('members.joined'), cell: ({ row }) => day(row.original.joinedAt) },
    {
      id: 'actions',
      header: t('members.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Select
            aria-label={t('members.moveLabel', { name: row.original.name })}
            placeholder={t('members.moveTo')}
            size="xs"
            w={180}
            disabled={row.original.removing}
            data={others.filter((b) => b.id !== batchId).map((b) => ({ value: b.id, label: b.name }))}
            value={null}
            onChange={(target) => target && void moveToBatch(row.original.id, batchId, target)}
          />
          <Button size="xs" variant="subtle" color="red" aria-label={t('members.removeLabel', { name: row.original.name })} disabled={row.original.removing}
            onClick={() => void removeFromBatch(row.original.id)}>
            {t('members.remove')}
          </Button>
        </Group>
      ),
    },
  ];
}

export function BatchStudentsScreen() {
  // The server's list says which batches are archived; offline every batch on the device is offered.
  const { t } = useTranslation(adminPeopleNs);
  const serverBatches = useServerData<AdminBatch[]>(batchesPath);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const all = useBatchMembersData(null);
  const archived = useMemo(() => new Set((serverBatches.data ?? []).filter((b) => b.archived).map((b) => b.id)), [serverBatches.data]);
  const open = useMemo(() => (all?.batches ?? []).filter((b) => !archived.has(b.id)), [all?.batches, archived]);
  const batchId = chosen ?? open[0]?.id ?? null;
  const data = useBatchMembersData(batchId);
  const columns = useMemo(() => (batchId ? memberColumns(t, batchId, open) : []), [t, batchId, open]);
  if (!data || !all) return <DelayedLoader label={t('members.loading')} />;
  return (
    <Stack data-ready="true">
      <Title order={1}>{t('members.title')}</Title>
      <AsOf at={data.lastSyncedAt} />
      <RefusedWrites writes={data.failed} describe={(write) => whatOf(t)[write.name] ?? t('members.otherChange')} />
      {open.length === 0 && <Text c="dimmed">{t('members.noOpen')}</Text>}
      {batchId && (
        <>
          <Group align="flex-end" wrap="wrap">
            <Select label={t('members.batch')} data={open.map((b) => ({ value: b.id, label: b.name }))} value={batchId} onChange={setChosen} allowDeselect={false} searchable />
            <Select
              label={t('members.addLearner')}
              placeholder={t('members.chooseLearner')}
              searchable
              clearable
              data={data.candidates.map((p) => ({ value: p.id, label: p.name }))}
              value={adding}
              onChange={setAdding}
            />
            <Button disabled={!adding} onClick={() => adding && void addToBatch(batchId, adding).then(() => setAdding(null))}>
              {t('members.add')}
            </Button>
          </Group>
          <DataTable
            caption={t('members.caption')}
            rows={data.rows}
            columns={columns}
            rowKey={(m) => m.id}
            empty={<Text c="dimmed">{t('members.empty')}</Text>}
            searchLabel={t('members.search')}
            csv={{ fileName: 'batch-learners.csv' }}
          />
        </>
      )}
    </Stack>
  );
}
