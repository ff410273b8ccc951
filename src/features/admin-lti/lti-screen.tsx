/**
 * `/admin-dashboard/lti` (issue 54): LTI 1.3. The tool's URLs and JWKS to paste into Moodle or
 * Canvas, the registered platforms with a form that adds one, and the score posts that keep
 * failing with their last error and a retry. Everything lives on the server: the screen needs the network.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { LtiFailingScore, LtiPlatformRow } from '@contract/lti';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { showToast } from '@/ui/toast';
import { useIsOnline } from '@/ui/use-online';
import { problemText, removePlatform, retryScore, useLtiOverview } from './api';
import { PlatformForm } from './platform-form';
import { ToolValues } from './tool-values';

const close = { closeButtonProps: { 'aria-label': 'Close the notice' } };
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

async function act(run: () => Promise<void>, done: string, reload: () => void) {
  try {
    await run();
    showToast({ message: done, color: 'green', ...close });
    reload();
  } catch (failure) {
    showToast({ message: problemText(failure), color: 'red', ...close });
  }
}

function platformColumns(reload: () => void): ColumnDef<LtiPlatformRow, never>[] {
  const remove = (row: LtiPlatformRow) => {
    if (window.confirm(`Remove “${row.name}”? Its links stop opening here and its queued scores are dropped.`)) void act(() => removePlatform(row.id), `“${row.name}” removed.`, reload);
  };
  return [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'issuer', header: 'Issuer' },
    { accessorKey: 'clientId', header: 'Client ID' },
    { id: 'deployments', header: 'Deployments', enableSorting: false, cell: ({ row }) => row.original.deploymentIds.join(', ') },
    { accessorKey: 'createdAt', header: 'Registered', cell: ({ row }) => when(row.original.createdAt) },
    { id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <Button size="xs" variant="subtle" color="red" aria-label={`Remove the platform ${row.original.name}`} onClick={() => remove(row.original)}>Remove</Button> },
  ];
}

function scoreColumns(reload: () => void): ColumnDef<LtiFailingScore, never>[] {
  return [
    { accessorKey: 'learner', header: 'Learner', cell: ({ row }) => row.original.learner ?? '—' },
    { accessorKey: 'platformName', header: 'Platform' },
    { accessorKey: 'tries', header: 'Tries' },
    { accessorKey: 'status', header: 'Status', cell: ({ row }) => (row.original.status === 'failed' ? 'Gave up' : `Next try ${when(row.original.nextTryAt)}`) },
    { accessorKey: 'lastError', header: 'Last error', enableSorting: false },
    { id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <Button size="xs" variant="light" aria-label={`Post the score of ${row.original.learner ?? 'this learner'} again`} onClick={() => void act(() => retryScore(row.original.id), 'The score will be posted again now.', reload)}>Retry now</Button> },
  ];
}

export function LtiScreen() {
  const online = useIsOnline();
  const { overview, error, reload } = useLtiOverview();
  const platforms = useMemo(() => platformColumns(reload), [reload]);
  const scores = useMemo(() => scoreColumns(reload), [reload]);
  const ready = overview !== undefined || error !== undefined;
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>LTI (Moodle, Canvas)</Title>
      <Text c="dimmed">Course platforms open this tool&apos;s courses, lessons and quizzes as activities over LTI 1.3, sign their people in here, and receive quiz grades.</Text>
      {!online && <Alert color="yellow">You are offline: LTI settings are kept on the server and need a network connection.</Alert>}
      {!ready && <DelayedLoader label="Loading the LTI settings" />}
      {error && <Alert color="yellow">{error}</Alert>}
      {overview && (
        <>
          <section aria-labelledby="tool-heading">
            <Title order={2} size="h3" id="tool-heading" mb="sm">This tool&apos;s values</Title>
            <ToolValues overview={overview} />
          </section>
          <section aria-labelledby="platforms-heading">
            <Title order={2} size="h3" id="platforms-heading" mb="sm">Platforms</Title>
            <DataTable caption="Registered platforms" rows={overview.platforms} columns={platforms} rowKey={(row) => row.id} empty={<Text c="dimmed">No platform yet.</Text>} />
          </section>
          <section aria-labelledby="new-platform-heading">
            <Title order={2} size="h3" id="new-platform-heading" mb="sm">Register a platform</Title>
            <PlatformForm disabled={!online} onRegistered={reload} />
          </section>
          <section aria-labelledby="scores-heading">
            <Title order={2} size="h3" id="scores-heading" mb="sm">Grades that could not be sent</Title>
            <DataTable caption="Score posts that failed" rows={overview.failingScores} columns={scores} rowKey={(row) => row.id} empty={<Text c="dimmed">Every grade was sent.</Text>} />
          </section>
        </>
      )}
    </Stack>
  );
}
