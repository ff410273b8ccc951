/**
 * `/admin-dashboard/people`: everyone of the organisation (members, pending invitations, removed
 * people) in a sortable, searchable, paginated table; invite one person; change a role; remove or
 * restore; the audit trail per person; bulk CSV import. The list paints from this device's copy
 * (offline too) and takes in the server's list when it answers (data/use-people-list.ts); changes
 * need the network.
 */
import { Alert, Badge, Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contract/api';
import { apiRequest } from '@/data/api-client';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { useIsOnline } from '@/ui/use-online';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { DelayedLoader } from '@/ui/delayed-loader';
import { batchesPath, notify, problemText, useServerData, type AdminBatch, type Person } from './api';
import { AuditDrawer } from './audit-trail';
import { usePeopleList, type PersonRow } from './data/use-people-list';
import { ImportPanel } from './import-panel';
import { InviteForm, roleOptions } from './invite-form';
import { adminPeopleNs } from './messages/en';

type T = TFunction<typeof adminPeopleNs>;

const statusColours = { member: 'green', invited: 'yellow', removed: 'gray' } as const;

async function change(action: () => Promise<unknown>, done: string, reload: () => void) {
  try {
    await action();
    notify(done, 'green');
    reload();
  } catch (failure) {
    notify(problemText(failure), 'red');
  }
}

/** What the search box matches a person by (a module function: the table computes it once per row). */
const personSearchText = (p: PersonRow) => `${p.displayName ?? ''} ${p.email ?? ''} ${p.role} ${p.status} ${p.batchList}`;

function personColumns(t: T, reload: () => void, showAudit: (person: Person) => void): ColumnDef<PersonRow, never>[] {
  return [
    { accessorKey: 'displayName', header: t('people.name'), cell: ({ row }) => row.original.displayName ?? '—' },
    { accessorKey: 'email', header: t('people.email') },
    {
      accessorKey: 'role',
      header: t('people.role'),
      cell: ({ row }) => {
        const person = row.original;
        if (person.status !== 'member' || !person.userId) return roleOptions(t).find((o) => o.value === person.role)?.label;
        const userId = person.userId;
        return (
          // A native select: a page of 50 Mantine Selects (each a combobox with its popover) took most of the paint at 10,000 people.
          <NativeSelect
            aria-label={t('people.roleOf', { who: person.email ?? person.displayName ?? userId })}
            data={roleOptions(t)}
            value={person.role}
            size="xs"
            w={120}
            onChange={(event) => {
              const role = event.currentTarget.value as Role;
              if (role !== person.role) void change(() => apiRequest(`/admin/people/${userId}`, { method: 'PATCH', body: { role } }), t('people.roleChanged', { role: t(`roleWords.${role}`) }), reload);
            }}
          />
        );
      },
    },
    { accessorKey: 'status', header: t('people.status'), cell: ({ row }) => <Badge color={statusColours[row.original.status]} variant="light">{t(`statuses.${row.original.status}`)}</Badge> },
    { accessorKey: 'batchList', header: t('people.batches') },
    {
      id: 'actions',
      header: t('people.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const person = row.original;
        const who = person.email ?? person.displayName ?? person.id;
        if (person.status === 'invited') {
          const invitationId = person.id.replace(/^invitation:/, '');
          return (
            <Button size="xs" variant="subtle" color="red" aria-label={t('people.withdrawLabel', { who })}
              onClick={() => void change(() => apiRequest(`/admin/invitations/${invitationId}`, { method: 'DELETE' }), t('people.withdrawn'), reload)}>
              {t('people.withdraw')}
            </Button>
          );
        }
        const userId = person.userId!;
        return (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" aria-label={t('people.auditLabel', { who })} aria-haspopup="dialog" onClick={() => showAudit(person)}>{t('people.history')}</Button>
            {person.status === 'removed' ? (
              <Button size="xs" variant="subtle" aria-label={t('people.restoreLabel', { who })}
                onClick={() => void change(() => apiRequest(`/admin/people/${userId}/restore`, { method: 'POST' }), t('people.restored', { who }), reload)}>
                {t('people.restore')}
              </Button>
            ) : (
              <Button size="xs" variant="subtle" color="red" aria-label={t('people.removeLabel', { who })}
                onClick={() => window.confirm(t('people.removeConfirm', { who })) &&
                  void change(() => apiRequest(`/admin/people/${userId}`, { method: 'DELETE' }), t('people.removed', { who }), reload)}>
                {t('people.remove')}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}

export function PeopleScreen() {
  const { t } = useTranslation(adminPeopleNs);
  const online = useIsOnline();
  const { rows, serverProblem, reload } = usePeopleList();
  // The invite form's batches: asked after the list is painted.
  const listPainted = useAfterNextPaint(rows !== undefined);
  const batches = useServerData<AdminBatch[]>(online && listPainted ? batchesPath : null);
  const [audited, setAudited] = useState<Person | null>(null);
  const columns = useMemo(() => personColumns(t, reload, setAudited), [t, reload]);
  const ready = rows !== undefined;
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>{t('people.title')}</Title>
      {!online && <Alert color="yellow">{t('people.offline')}</Alert>}
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list">{t('people.tabList')}</Tabs.Tab>
          <Tabs.Tab value="invite">{t('people.tabInvite')}</Tabs.Tab>
          <Tabs.Tab value="import">{t('people.tabImport')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          {serverProblem === 'offline' && (
            <Text size="sm" c="dimmed" mb="sm">{t('people.offlineList')}</Text>
          )}
          {serverProblem !== null && serverProblem !== 'offline' && (
            <Alert color="yellow" mb="sm">
              {t('people.serverProblem', { problem: serverProblem })}
            </Alert>
          )}
          {!ready && <DelayedLoader label={t('people.loading')} />}
          {rows && (
            <DataTable
              caption={t('people.caption')}
              rows={rows}
              columns={columns}
              rowKey={(p) => p.id}
              empty={<Text c="dimmed">{t('people.empty')}</Text>}
              searchLabel={t('people.search')}
              searchText={personSearchText}
              initialSorting={[{ id: 'email', desc: false }]}
              // The rows a screen shows without scrolling paint first; the rest of the page of 50 follows.
              firstPaintRows={20}
              csv={{ fileName: 'people.csv' }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="invite" pt="md">
          <InviteForm batches={batches.data ?? []} onInvited={reload} />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="md">
          <ImportPanel onChanged={reload} />
        </Tabs.Panel>
      </Tabs>
      <AuditDrawer
        title={t('audit.historyOf', { name: audited?.displayName ?? audited?.email ?? '' })}
        subject={audited?.userId ? { userId: audited.userId } : null}
        onClose={() => setAudited(null)}
      />
    </Stack>
  );
}
