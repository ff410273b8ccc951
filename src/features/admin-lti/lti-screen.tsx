/**
 * `/admin-dashboard/lti` (issue 54): LTI 1.3. The tool's URLs and JWKS to paste into Moodle or
 * Canvas, the registered platforms with a form that adds one, and the score posts that keep
 * failing with their last error and a retry. Everything lives on the server: the screen needs the network.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiFailingScore, LtiPlatformRow } from '@contract/lti';
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { DelayedLoader } from '@/ui/delayed-loader';
import { showToast } from '@/ui/toast';
import { useIsOnline } from '@/ui/use-online';
import { problemText, removePlatform, retryScore, useLtiOverview } from './api';
import { PlatformForm } from './platform-form';
import { ToolValues } from './tool-values';
import { adminLtiNs } from './messages/en';

type T = TFunction<typeof adminLtiNs>;

const when = (iso: string) => new Date(iso).toLocaleString(intlLocaleOf(currentLanguage()), { dateStyle: 'medium', timeStyle: 'short' });

async function act(t: T, run: () => Promise<void>, done: string, reload: () => void) {
  const close = { closeButtonProps: { 'aria-label': t('closeNotice') } };
  try {
    await run();
    showToast({ message: done, color: 'green', ...close });
    reload();
  } catch (failure) {
    showToast({ message: problemText(failure), color: 'red', ...close });
  }
}

function platformColumns(t: T, reload: () => void): ColumnDef<LtiPlatformRow, never>[] {
  const remove = (row: LtiPlatformRow) => {
    if (window.confirm(t('removeConfirm', { name: row.name }))) void act(t, () => removePlatform(row.id), t('removed', { name: row.name }), reload);
  };
  return [
    { accessorKey: 'name', header: t('columns.name') },
    { accessorKey: 'issuer', header: t('columns.issuer') },
    { accessorKey: 'clientId', header: t('columns.clientId') },
    { id: 'deployments', header: t('columns.deployments'), enableSorting: false, cell: ({ row }) => row.original.deploymentIds.join(', ') },
    { accessorKey: 'createdAt', header: t('columns.registered'), cell: ({ row }) => when(row.original.createdAt) },
    { id: 'actions', header: t('columns.actions'), enableSorting: false, cell: ({ row }) => <Button size="xs" variant="subtle" color="red" aria-label={t('removeLabel', { name: row.original.name })} onClick={() => remove(row.original)}>{t('remove')}</Button> },
  ];
}

function scoreColumns(t: T, reload: () => void): ColumnDef<LtiFailingScore, never>[] {
  return [
    { accessorKey: 'learner', header: t('columns.learner'), cell: ({ row }) => row.original.learner ?? '—' },
    { accessorKey: 'platformName', header: t('columns.platform') },
    { accessorKey: 'tries', header: t('columns.tries') },
    { accessorKey: 'status', header: t('columns.status'), cell: ({ row }) => (row.original.status === 'failed' ? t('gaveUp') : t('nextTry', { when: when(row.original.nextTryAt) })) },
    { accessorKey: 'lastError', header: t('columns.lastError'), enableSorting: false },
    { id: 'actions', header: t('columns.actions'), enableSorting: false, cell: ({ row }) => <Button size="xs" variant="light" aria-label={t('retryLabel', { learner: row.original.learner ?? t('thisLearner') })} onClick={() => void act(t, () => retryScore(row.original.id), t('retried'), reload)}>{t('retry')}</Button> },
  ];
}

export function LtiScreen() {
  const { t } = useTranslation(adminLtiNs);
  const online = useIsOnline();
  const { overview, error, reload } = useLtiOverview();
  const platforms = useMemo(() => platformColumns(t, reload), [t, reload]);
  const scores = useMemo(() => scoreColumns(t, reload), [t, reload]);
  const ready = overview !== undefined || error !== undefined;
  return (
    <Stack data-ready={ready ? 'true' : undefined}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {!online && <Alert color="yellow">{t('offline')}</Alert>}
      {!ready && <DelayedLoader label={t('loading')} />}
      {error && <Alert color="yellow">{error}</Alert>}
      {overview && (
        <>
          <section aria-labelledby="tool-heading">
            <Title order={2} size="h3" id="tool-heading" mb="sm">{t('toolHeading')}</Title>
            <ToolValues overview={overview} />
          </section>
          <section aria-labelledby="platforms-heading">
            <Title order={2} size="h3" id="platforms-heading" mb="sm">{t('platformsHeading')}</Title>
            <DataTable caption={t('platformsCaption')} rows={overview.platforms} columns={platforms} rowKey={(row) => row.id} empty={<Text c="dimmed">{t('noPlatform')}</Text>} />
          </section>
          <section aria-labelledby="new-platform-heading">
            <Title order={2} size="h3" id="new-platform-heading" mb="sm">{t('registerHeading')}</Title>
            <PlatformForm disabled={!online} onRegistered={reload} />
          </section>
          <section aria-labelledby="scores-heading">
            <Title order={2} size="h3" id="scores-heading" mb="sm">{t('scoresHeading')}</Title>
            <DataTable caption={t('scoresCaption')} rows={overview.failingScores} columns={scores} rowKey={(row) => row.id} empty={<Text c="dimmed">{t('allSent')}</Text>} />
          </section>
        </>
      )}
    </Stack>
  );
}
