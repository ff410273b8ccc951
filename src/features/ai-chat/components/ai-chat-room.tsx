/**
 * `/ai-chat-room`: the AI message state of SPEC §3 (`useAiMessageState`) shown as a conversation,
 * with the daily credit and the question box. Works offline: questions wait in the outbox.
 */
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { showToast } from '@/ui/toast';
import { DelayedLoader } from '@/ui/delayed-loader';
import { askTutor, retryQuestion } from '../data/ask-tutor';
import { useIsOnline } from '@/ui/use-online';
import { useAiMessageState } from '../data/use-ai-message-state';
import { AiMessageList } from './ai-message-list';
import { AskForm } from './ask-form';
import classes from './ai-chat-room.module.css';
import { aiChatNs } from '../messages/en';

/** Tells the learner a question could not even be queued (e.g. the device is full). */
function notQueued(error: unknown): void {
  console.error('ai.ask could not be queued', error);
  const t = i18n.getFixedT(null, aiChatNs);
  showToast({ color: 'red', title: t('notSavedTitle'), message: t('notSavedBody') });
}

/** The AI tutor chat room. */
export function AiChatRoom() {
  const { t } = useTranslation(aiChatNs); // also re-renders the credit's words in a newly chosen language
  const online = useIsOnline();
  const { mountingState, previousMessages, allMessages, dailyCredit: credit, day, loadFailed, mount } = useAiMessageState(online);
  const composer = useRef<HTMLDivElement>(null);
  const newest = allMessages?.at(-1)?.id ?? previousMessages?.at(-1)?.id;
  // Scrolled to the newest message (and the question box under it) on arrival and as messages come.
  useEffect(() => {
    if (newest !== undefined) composer.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('title')}</Title>
        <Text size="sm" aria-live="polite">
          {credit.label}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {!online ? (
        <Alert color="yellow" title={t('offlineTitle')}>
          {t('offlineBody')}
        </Alert>
      ) : null}
      {loadFailed && online ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button size="compact-sm" variant="brandSecondary" onClick={mount}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {mountingState === 'loading' ? (
        <Center>
          <Loader size="sm" aria-label={t('loadingEarlier')} />
        </Center>
      ) : null}
      {allMessages === undefined || previousMessages === undefined ? (
        <Center p="xl">
          <DelayedLoader label={t('loading')} />
        </Center>
      ) : (
        <AiMessageList previous={previousMessages} today={allMessages} online={online} canRetry={credit.left > 0} onRetry={(m) => void retryQuestion(m).catch(notQueued)} />
      )}
      <div ref={composer} className={classes.composer}>
        <AskForm credit={credit.left} onAsk={(question) => askTutor(question, day).then(() => undefined, notQueued)} />
      </div>
    </Stack>
  );
}
