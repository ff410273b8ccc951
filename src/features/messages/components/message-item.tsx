/** One message: sender, text (always rendered as text, never as HTML), time and delivery state. */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '@/ui/date';
import type { ChatMessage } from '../data/messages';
import { messagesNs } from '../messages/en';

/** What a message item shows; the rest of a row does not change it. */
const SHOWN = ['id', 'body', 'sentAt', 'senderName', 'status', 'mine', 'error'] as const;

/**
 * True when two reads of a message look the same: every read of a thread makes new message objects,
 * and a thread of 100 re-rendered all of them whenever anything it reads changed.
 */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return SHOWN.every((key) => a[key] === b[key]);
}

/**
 * Off-screen items skip style, layout and paint until scrolled near (`content-visibility`); the
 * text stays in the document and the accessibility tree.
 */
const ITEM_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' } as const;

/** A message in a thread; `onRetry` (stable) sends a failed one again. Memoised by what it shows. */
export const MessageItem = memo(function MessageItem({ message, onRetry }: { message: ChatMessage; onRetry: (id: string) => void }) {
  const { t } = useTranslation(messagesNs);
  const sender = message.mine ? t('you') : (message.senderName ?? t('someone'));
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      maw="80%"
      ms={message.mine ? 'auto' : 0}
      bg={message.mine ? 'var(--mantine-color-blue-0)' : undefined}
      data-status={message.status}
      aria-label={`${sender}: ${message.body}`}
      style={ITEM_STYLE}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={600}>{sender}</Text>
        <Text size="xs" c="dimmed">{formatMessageTime(new Date(message.sentAt))}</Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
      {message.status === 'pending' ? <Badge size="xs" variant="light" color="gray" mt={4}>{t('sending')}</Badge> : null}
      {message.status === 'failed' ? (
        <Group gap="xs" mt={4}>
          <Badge size="xs" color="red">{t('notSent')}</Badge>
          {message.error ? <Text size="xs" c="red">{message.error}</Text> : null}
          <Button size="compact-xs" variant="brandSecondary" onClick={() => onRetry(message.id)}>{t('retry')}</Button>
        </Group>
      ) : null}
    </Paper>
  );
}, (before, after) => before.onRetry === after.onRetry && sameMessage(before.message, after.message));
