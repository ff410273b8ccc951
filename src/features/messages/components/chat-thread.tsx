/**
 * A room's or conversation's thread: earlier pages on demand, the messages (read from the local
 * database, so it works offline), their delivery states, and the composer. Reading the newest
 * message marks the thread read.
 */
import { useEffect, useState } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PAGE_SIZE } from '@contract/chat';
import { i18n } from '@/i18n/i18n';
import { showToast } from '@/ui/toast';
import { DelayedLoader } from '@/ui/delayed-loader';
import { loadEarlier } from '../data/history';
import { THREAD_WINDOW, useThreadMessages } from '../data/messages';
import { markRead } from '../data/reads';
import { retryMessage, sendMessage, type Sender } from '../data/send';
import type { ChatTarget } from '../data/target';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { messagesNs } from '../messages/en';

/** A write that could not even be queued (device storage); the outbox already reported a full disk. */
function storageProblem() {
  showToast({ color: 'red', message: i18n.getFixedT(null, messagesNs)('saveFailed') });
}

/** Sends a failed message again (one function for every item, so memoised items stay as they are). */
function retry(id: string) {
  void retryMessage(id).catch(storageProblem);
}

/** The thread of `target` as `me` sees it. */
export function ChatThread({ target, me, label }: { target: ChatTarget; me: Sender; label: string }) {
  const { t } = useTranslation(messagesNs);
  const [shown, setShown] = useState(THREAD_WINDOW);
  const thread = useThreadMessages(target, me.id, shown);
  const messages = thread?.messages;
  const [older, setOlder] = useState<'idle' | 'loading' | 'done'>('idle');
  const newest = messages?.at(-1)?.sentAt;

  useEffect(() => {
    if (newest) void markRead(target, newest);
  }, [target, newest]);

  const earlier = async () => {
    // The device's own earlier messages first; the server is asked once they are all shown.
    if (thread?.earlierOnDevice) {
      setShown((n) => n + THREAD_WINDOW);
      return;
    }
    setOlder('loading');
    try {
      const got = await loadEarlier(target);
      setShown((n) => n + got);
      setOlder(got < MESSAGE_PAGE_SIZE ? 'done' : 'idle');
    } catch {
      setOlder('idle');
      showToast({ color: 'red', message: t('earlierFailed') });
    }
  };

  if (messages === undefined) return <Center p="xl"><DelayedLoader label={t('loadingMessages')} /></Center>;
  return (
    <Stack gap="sm">
      {older !== 'done' || thread?.earlierOnDevice ? (
        <Button variant="subtle" size="xs" onClick={() => void earlier()} loading={older === 'loading'}>{t('loadEarlier')}</Button>
      ) : <Text size="xs" c="dimmed" ta="center">{t('startOfConversation')}</Text>}
      {messages.length === 0 ? <Text c="dimmed">{t('noMessages')}</Text> : null}
      <Stack component="ol" aria-label={label} aria-live="polite" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((m) => <MessageItem key={m.id} message={m} onRetry={retry} />)}
      </Stack>
      <Composer onSend={async (body) => void (await sendMessage(target, body, me))} />
    </Stack>
  );
}
