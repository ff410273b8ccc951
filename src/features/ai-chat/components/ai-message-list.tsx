/** Earlier days' messages, then today's, or an empty state. */
import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AiMessageRow } from '@/data/db';
import { AiMessageItem } from './ai-message-item';
import { aiChatNs } from '../messages/en';

/** Props of {@link AiMessageList}. */
export interface AiMessageListProps {
  previous: AiMessageRow[];
  today: AiMessageRow[];
  online: boolean;
  canRetry: boolean;
  onRetry: (message: AiMessageRow) => void;
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The conversation with the tutor. */
export function AiMessageList({ previous, today, online, canRetry, onRetry }: AiMessageListProps) {
  const { t } = useTranslation(aiChatNs);
  if (previous.length === 0 && today.length === 0) {
    return <Text c="dimmed">{t('list.empty')}</Text>;
  }
  // Only today's questions can be retried: an older day's credit is gone.
  const item = (retry: boolean) => (m: AiMessageRow) => <AiMessageItem key={m.id} message={m} online={online} canRetry={retry} onRetry={onRetry} />;
  return (
    <Stack gap="sm">
      {previous.length > 0 ? (
        <Stack component="ul" gap="sm" aria-label={t('list.earlier')} style={listStyle}>
          {previous.map(item(false))}
        </Stack>
      ) : null}
      <Divider label={t('list.today')} labelPosition="center" />
      <Stack component="ul" gap="sm" aria-label={t('list.todays')} aria-live="polite" style={listStyle}>
        {today.map(item(canRetry))}
      </Stack>
    </Stack>
  );
}
