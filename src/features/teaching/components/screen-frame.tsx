/** The frame of every teaching screen: its title, the 'as of' line, and `data-ready` once local data rendered. */
import { Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/ui/as-of';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useLastSyncedAt } from '../data/use-batches';
import { teachingNs } from '../messages/en';

/** `ready`: the local data this screen needs has been read (until then a loader shows). */
export function ScreenFrame({ title, ready, children }: { title: string; ready: boolean; children: ReactNode }) {
  const syncedAt = useLastSyncedAt();
  const { t } = useTranslation(teachingNs);
  const done = ready && syncedAt !== undefined;
  return (
    <Stack gap="md" data-ready={done ? 'true' : undefined} maw={1200}>
      <Title order={1}>{title}</Title>
      {syncedAt !== undefined && <AsOf at={syncedAt} />}
      {done ? (
        children
      ) : (
        <Center p="xl">
          <DelayedLoader label={t('loading', { what: title.toLowerCase() })} />
        </Center>
      )}
    </Stack>
  );
}
