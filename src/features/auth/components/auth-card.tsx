/** The frame of the sign-in screens: the logo, a title and the form, centred on the page. */
import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';
import { Logo } from '@/ui/logo';

/** A centred card with the logo and a page heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper w="100%" maw={420} p="xl" radius="default" shadow="sm" withBorder>
        <Stack gap="lg">
          <Logo size="md" />
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
