/**
 * `/admin-dashboard/api-keys` (issue 54): the organisation's API keys in a table (name, the key's
 * first characters, scopes, who made it, when it was last used, revoked or not), a form that makes
 * one (shown once), and revoking. Keys live only on the server, so the screen needs the network.
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useMemo } from 'react';
import { apiKeyScopeLabels, type ApiKeyRow } from '@contract/api-keys';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { showToast } from '@/ui/toast';
import { useIsOnline } from '@/ui/use-online';
import { problemText, revokeApiKey, useApiKeys } from './api';
import { CreateKeyForm } from './create-key-form';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

async function revoke(row: ApiKeyRow, reload: () => void) {
  if (!window.confirm(`Revoke the key “${row.name}”? Programs using it are refused from the next request on.`)) return;
  try {
    await revokeApiKey(row.id);
    showToast({ message: `Key “${row.name}” revoked.`, color: 'green', closeButtonProps: { 'aria-label': 'Close the notice' } });
    reload();
  } catch (failure) {
    showToast({ message: problemText(failure), color: 'red', closeButtonProps: { 'aria-label': 'Close the notice' } });
  }
}

function keyColumns(reload: () => void): ColumnDef<ApiKeyRow, never>[] {
  return [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'prefix', header: 'Key', cell: ({ row }) => <Text ff="monospace" size="sm">{row.original.prefix}…</Text> },
    { id: 'scopes', header: 'Scopes', enableSorting: false, cell: ({ row }) => row.original.scopes.map((s) => apiKeyScopeLabels[s]).join(', ') },
    { accessorKey: 'createdBy', header: 'Created by', cell: ({ row }) => row.original.createdBy ?? '—' },
    { accessorKey: 'createdAt', header: 'Created', cell: ({ row }) => when(row.original.createdAt) },
    { accessorKey: 'lastUsedAt', header: 'Last used', cell: ({ row }) => when(row.original.lastUsedAt) },
    {
      accessorKey: 'revokedAt',
      header: 'Status',
      cell: ({ row }) => (row.original.revokedAt ? <Badge color="gray" variant="light">Revoked</Badge> : <Badge color="green" variant="light">Active</Badge>),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.revokedAt ? null : (
          <Button size="xs" variant="subtle" color="red" aria-label={`Revoke the key ${row.original.name}`} onClick={() => void revoke(row.original, reload)}>
            Revoke
          </Button>
        ),
    },
  ];
}

export function ApiKeysScreen() {
  const online = useIsOnline();
  const { rows, error, reload } = useApiKeys();
  const columns = useMemo(() => keyColumns(reload), [reload]);
  const ready = rows !== undefined || error !== undefined;
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>API keys</Title>
      <Text c="dimmed">Keys let programs such as a student information system call this platform&apos;s API for the organisation. The API is described at <a href="/api/docs">/api/docs</a>.</Text>
      {!online && <Alert color="yellow">You are offline: API keys are kept on the server and need a network connection.</Alert>}
      <section aria-labelledby="new-key-heading">
        <Title order={2} size="h3" id="new-key-heading" mb="sm">New key</Title>
        <CreateKeyForm disabled={!online} onCreated={reload} />
      </section>
      <section aria-labelledby="keys-heading">
        <Group justify="space-between"><Title order={2} size="h3" id="keys-heading" mb="sm">Keys</Title></Group>
        {!ready && <DelayedLoader label="Loading API keys" />}
        {error && <Alert color="yellow">{error}</Alert>}
        {rows && (
          <DataTable caption="API keys of the organisation" rows={rows} columns={columns} rowKey={(row) => row.id}
            empty={<Text c="dimmed">No keys yet.</Text>} initialSorting={[{ id: 'createdAt', desc: true }]} />
        )}
      </section>
    </Stack>
  );
}
