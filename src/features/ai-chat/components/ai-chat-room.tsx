/**
 * `/ai-chat-room`: the AI message state of SPEC §3 — mountingState (the mount machine),
 * previousMessages and allMessages (read from the local database) and dailyCredit (SPEC §9) —
 * with the question box. Works offline: questions wait in the outbox.
 */
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { dailyCredit, DAILY_AI_CREDIT } from '@contract/ai-credit';
import { dayCollection } from '@contract/sync';
import { askTutor, retryQuestion } from '../data/ask-tutor';
import { usePreviousMessages, useTodaysMessages } from '../data/ai-messages';
import { currentUserId, loadPrevious, subscribeToday } from '../data/mount-actors';
import { useIsOnline } from '../data/online';
import { aiChatMountMachine } from '../machines/ai-chat-mount.machine';
import { showToast } from '@/ui/toast';
import { AiMessageList } from './ai-message-list';
import { AskForm } from './ask-form';

/** Tells the learner a question could not even be queued (e.g. the device is full). */
function notQueued(error: unknown): void {
  console.error('ai.ask could not be queued', error);
  showToast({ color: 'red', title: 'Your question was not saved', message: 'It could not be stored on this device. Try again.' });
}

/** The AI tutor chat room. */
export function AiChatRoom() {
  const day = useMemo(() => dayCollection(new Date()), []);
  const machine = useMemo(() => aiChatMountMachine.provide({ actors: { loadPrevious, subscribeToday } }), []);
  const [state, send] = useMachine(machine, { input: { userId: currentUserId(), day } });
  const online = useIsOnline();
  const previousMessages = usePreviousMessages(day);
  const allMessages = useTodaysMessages(day);
  const credit = dailyCredit(allMessages ?? []);
  const mountingState = state.value;

  // Mount when the room opens while online, and again on coming back online; a failed load stays at
  // none (SPEC §8) until then or until the learner asks to try again, so a failing server is not hammered.
  useEffect(() => {
    if (online) send({ type: 'mount.start' });
  }, [online, send]);

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>AI Tutor</Title>
        <Text size="sm" aria-live="polite">
          Daily credit: {credit} of {DAILY_AI_CREDIT}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        The tutor answers from your own course material and names the lesson it quotes.
      </Text>
      {!online ? (
        <Alert color="yellow" title="You are offline">
          Questions will be sent when you are back online.
        </Alert>
      ) : null}
      {mountingState === 'none' && state.context.error !== undefined && online ? (
        <Alert color="red" title="Earlier messages could not be loaded">
          <Button size="compact-sm" variant="brandSecondary" onClick={() => send({ type: 'mount.start' })}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {mountingState === 'loading' ? (
        <Center>
          <Loader size="sm" aria-label="Loading earlier messages" />
        </Center>
      ) : null}
      {allMessages === undefined || previousMessages === undefined ? (
        <Center p="xl">
          <Loader aria-label="Loading messages" />
        </Center>
      ) : (
        <AiMessageList previous={previousMessages} today={allMessages} online={online} canRetry={credit > 0} onRetry={(m) => void retryQuestion(m).catch(notQueued)} />
      )}
      <AskForm credit={credit} onAsk={(question) => askTutor(question, day).then(() => undefined, notQueued)} />
    </Stack>
  );
}
