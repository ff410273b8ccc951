/** A full-page message (the /404 and /500 screens) with a way back to the dashboard. */
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';

/** Shows a title, a sentence and a link to the dashboard; `inLayout`: inside the signed-in layout's `main`. */
export function StatusScreen({ title, text, inLayout = false }: { title: string; text: string; inLayout?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={inLayout ? undefined : '100dvh'} p="md" component={inLayout ? 'div' : 'main'}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Anchor component={Link} to="/dashboard">
          {t('status.toDashboard')}
        </Anchor>
      </Stack>
    </Center>
  );
}
