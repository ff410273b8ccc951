/** One message: sender, text (always rendered as text, never as HTML), time and delivery state. */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '@/ui/date';
import type { ChatMessage } from '../data/messages';
import { messagesNs } from '../messages/en';
import classes from './message-item.module.css';

/** What a message item shows; the rest of a row does not change it. */
const SHOWN = ['id', 'body', 'sentAt', 'senderName', 'status', 'mine', 'error'] as const;

/**
 * True when two reads of a message look the same: every read of a thread makes new message objects,
 * and a thread of 100 re-rendered all of them whenever anything it reads changed.
 */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return SHOWN.every((key) => a[key] === b[key]);
}

/** A message in a thread; `onRetry` (stable) sends a failed one again. Memoised by what it shows. */
export const MessageItem = memo(function MessageItem({ message, onRetry }: { message: ChatMessage; onRetry: (id: string) => void }) {
  const { t } = useTranslation(messagesNs);
  const sender = message.mine ? t('you') : (message.senderName ?? t('someone'));
  return (
    <li className={classes.item} data-mine={message.mine || undefined} data-status={message.status} aria-label={`${sender}: ${message.body}`}>
      <div className={classes.head}>
        <p className={classes.sender}>{sender}</p>
        <p className={classes.time}>{formatMessageTime(new Date(message.sentAt))}</p>
      </div>
      <p className={classes.body}>{message.body}</p>
      {message.status === 'pending' ? <Badge size="xs" variant="light" color="gray" mt={4}>{t('sending')}</Badge> : null}
      {message.status === 'failed' ? (
        <Group gap="xs" mt={4}>
          <Badge size="xs" color="red">{t('notSent')}</Badge>
          {message.error ? <Text size="xs" c="red">{message.error}</Text> : null}
          <Button size="compact-xs" variant="brandSecondary" onClick={() => onRetry(message.id)}>{t('retry')}</Button>
        </Group>
      ) : null}
    </li>
  );
}, (before, after) => before.onRetry === after.onRetry && sameMessage(before.message, after.message));
