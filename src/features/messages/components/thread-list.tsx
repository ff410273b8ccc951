/** A list of rooms or conversations: title, newest message, unread count; each links to its thread. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThreadSummary } from '../data/threads';
import { messagesNs } from '../messages/en';

/** The threads, or `empty` when there are none. */
export function ThreadList<R>({ threads, label, empty, onOpen }: { threads: ThreadSummary<R>[]; label: string; empty: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation(messagesNs);
  if (threads.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" aria-label={label} gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {threads.map((thread) => (
        <Paper component="li" key={thread.target.id} withBorder>
          <UnstyledButton
            p="sm"
            w="100%"
            onClick={() => onOpen(thread.target.id)}
            aria-label={thread.unread ? t('unread', { title: thread.title, count: thread.unread }) : thread.title}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{thread.title}</Text>
              {thread.unread ? <Badge color="red" aria-hidden>{thread.unread}</Badge> : null}
            </Group>
            {thread.last ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {thread.last.senderName ?? t('someone')}: {thread.last.body}
              </Text>
            ) : null}
          </UnstyledButton>
        </Paper>
      ))}
    </Stack>
  );
}
