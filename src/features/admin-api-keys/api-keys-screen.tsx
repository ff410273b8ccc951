/**
 * `/admin-dashboard/api-keys` (issue 54): the organisation's API keys in a table (name, the key's
 * first characters, scopes, who made it, when it was last used, revoked or not), a form that makes
 * one (shown once), and revoking. Keys live only on the server, so the screen needs the network.
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiKeyRow } from '@contract/api-keys';
import { intlLocaleOf } from '@/i18n/languages';
import { currentLanguage } from '@/i18n/i18n';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { showToast } from '@/ui/toast';
import { useIsOnline } from '@/ui/use-online';
import { problemText, revokeApiKey, useApiKeys } from './api';
import { CreateKeyForm } from './create-key-form';
import { adminApiKeysNs } from './messages/en';
import { scopeLabel } from './scope-label';

type T = TFunction<typeof adminApiKeysNs>;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlLocaleOf(currentLanguage()), { dateStyle: 'medium', timeStyle: 'short' }) : '—');

async function revoke(t: T, row: ApiKeyRow, reload: () => void) {
  const closeButtonProps = { 'aria-label': t('closeNotice') };
  if (!window.confirm(t('revokeConfirm', { name: row.name }))) return;
  try {
    await revokeApiKey(row.id);
    showToast({ message: t('revoked', { name: row.name }), color: 'green', closeButtonProps });
    reload();
  } catch (failure) {
    showToast({ message: problemText(failure), color: 'red', closeButtonProps });
  }
}

function keyColumns(t: T, reload: () => void): ColumnDef<ApiKeyRow, never>[] {
  return [
    { accessorKey: 'name', header: t('columns.name') },
    { accessorKey: 'prefix', header: t('columns.key'), cell: ({ row }) => <Text ff="monospace" size="sm">{row.original.prefix}…</Text> },
    { id: 'scopes', header: t('columns.scopes'), enableSorting: false, cell: ({ row }) => row.original.scopes.map((s) => scopeLabel(t, s)).join(', ') },
    { accessorKey: 'createdBy', header: t('columns.createdBy'), cell: ({ row }) => row.original.createdBy ?? '—' },
    { accessorKey: 'createdAt', header: t('columns.created'), cell: ({ row }) => when(row.original.createdAt) },
    { accessorKey: 'lastUsedAt', header: t('columns.lastUsed'), cell: ({ row }) => when(row.original.lastUsedAt) },
    {
      accessorKey: 'revokedAt',
      header: t('columns.status'),
      cell: ({ row }) => (row.original.revokedAt ? <Badge color="gray" variant="light">{t('statusRevoked')}</Badge> : <Badge color="green" variant="light">{t('statusActive')}</Badge>),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.revokedAt ? null : (
          <Button size="xs" variant="subtle" color="red" aria-label={t('revokeLabel', { name: row.original.name })} onClick={() => void revoke(t, row.original, reload)}>
            {t('revoke')}
          </Button>
        ),
    },
  ];
}

export function ApiKeysScreen() {
  const { t } = useTranslation(adminApiKeysNs);
  const online = useIsOnline();
  const { rows, error, reload } = useApiKeys();
  const columns = useMemo(() => keyColumns(t, reload), [t, reload]);
  const ready = rows !== undefined || error !== undefined;
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed"><Trans t={t} i18nKey={'intro'} components={{ docs: <a href="/api/docs" /> }} /></Text>
      {!online && <Alert color="yellow">{t('offline')}</Alert>}
      <section aria-labelledby="new-key-heading">
        <Title order={2} size="h3" id="new-key-heading" mb="sm">{t('newKey')}</Title>
        <CreateKeyForm disabled={!online} onCreated={reload} />
      </section>
      <section aria-labelledby="keys-heading">
        <Group justify="space-between"><Title order={2} size="h3" id="keys-heading" mb="sm">{t('keys')}</Title></Group>
        {!ready && <DelayedLoader label={t('loading')} />}
        {error && <Alert color="yellow">{error}</Alert>}
        {rows && (
          <DataTable caption={t('caption')} rows={rows} columns={columns} rowKey={(row) => row.id}
            empty={<Text c="dimmed">{t('none')}</Text>} initialSorting={[{ id: 'createdAt', desc: true }]} />
        )}
      </section>
    </Stack>
  );
}
