/** The loading and "not on this device" states of an exercise or a deck opened by id. */
import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '@/ui/delayed-loader';
import { PracticeLink } from './practice-link';
import { practiceNs } from '../messages/en';

/** Renders `children(row)` once `row` is read; a loader before, a note if the row (an exercise or a deck, `kind`) is not on the device. */
export function WhenOnDevice<T>({ row, kind, children }: { row: T | null | undefined; kind: 'exercise' | 'deck'; children: (row: T) => ReactNode }) {
  const { t } = useTranslation(practiceNs);
  if (row === undefined) return <Center p="xl"><DelayedLoader label={t(`onDevice.${kind}.loading`)} /></Center>;
  if (row === null) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t(`onDevice.${kind}.title`)}</Title>
        <Text>{t(`onDevice.${kind}.missing`)}</Text>
        <PracticeLink>{t('backToPractice')}</PracticeLink>
      </Stack>
    );
  }
  return <>{children(row)}</>;
}
