/** One AI chat message: the learner's own on the right, the tutor's on the left; text shown as text. */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AiMessageRow } from '@/data/db';
import { formatMessageTime } from '@/ui/date';
import { aiChatNs } from '../messages/en';

/** Props of {@link AiMessageItem}. */
export interface AiMessageItemProps {
  message: AiMessageRow;
  online: boolean;
  /** False for an earlier day's question, or when no credit is left today: a retry would be refused. */
  canRetry: boolean;
  onRetry: (message: AiMessageRow) => void;
}

function clock(message: AiMessageRow): string {
  return formatMessageTime(new Date(message.message.timestamp.seconds * 1000));
}

/** A message bubble with its state: pending, failed (with Retry) or delivered. */
export function AiMessageItem({ message, online, canRetry, onRetry }: AiMessageItemProps) {
  const { t } = useTranslation(aiChatNs);
  const own = message.sender === 'user';
  const failed = own && message.error === true;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      maw="85%"
      ms={own ? 'auto' : 0}
      bg={own ? 'var(--mantine-color-blue-0)' : undefined}
      data-state={failed ? 'failed' : message.pending ? 'pending' : 'sent'}
    >
      <Text size="xs" fw={600} c="dimmed">
        {own ? t('message.you') : t('message.tutor')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message.body || '…'}
      </Text>
      <Group gap="xs" justify="flex-end" mt={4}>
        {failed ? (
          <>
            <Text size="xs" c="red.8" role="status">
              {t('message.notSent')}
            </Text>
            {canRetry ? (
              <Button size="compact-xs" variant="brandSecondary" onClick={() => onRetry(message)}>
                {t('message.retry')}
              </Button>
            ) : null}
          </>
        ) : message.pending ? (
          <Text size="xs" c="dimmed">
            {online ? t('message.sending') : t('message.willSend')}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {clock(message)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
