/** A list of rooms or conversations: title, newest message, unread count; each links to its thread. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ThreadSummary } from '../data/threads';

/** The threads, or `empty` when there are none. */
export function ThreadList<R>({ threads, label, empty, onOpen }: { threads: ThreadSummary<R>[]; label: string; empty: string; onOpen: (id: string) => void }) {
  if (threads.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" aria-label={label} gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {threads.map((t) => (
        <Paper component="li" key={t.target.id} withBorder>
          <UnstyledButton
            p="sm"
            w="100%"
            onClick={() => onOpen(t.target.id)}
            aria-label={`${t.title}${t.unread ? `, ${t.unread} unread` : ''}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t.title}</Text>
              {t.unread ? <Badge color="red" aria-hidden>{t.unread}</Badge> : null}
            </Group>
            {t.last ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t.last.senderName ?? 'Someone'}: {t.last.body}
              </Text>
            ) : null}
          </UnstyledButton>
        </Paper>
      ))}
    </Stack>
  );
}
