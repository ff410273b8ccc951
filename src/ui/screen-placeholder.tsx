/** The stand-in for a screen that a later issue builds: its name as the page heading, and a note. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';

/** Shows the screen's name as a heading and says the screen is not built yet. */
export function ScreenPlaceholder({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={1}>{name}</Title>
      {children}
      <Text c="dimmed">{t('placeholder.note')}</Text>
    </Stack>
  );
}
