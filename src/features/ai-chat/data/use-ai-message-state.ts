/**
 * The AI message state of SPEC §3 as one hook: mountingState (the mount machine), previousMessages
 * and allMessages (live from the local database) and dailyCredit (SPEC §9).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { dayCollection } from '@contract/sync';
import type { AiMessageRow } from '@/data/db';
import { aiChatMountMachine } from '../machines/ai-chat-mount.machine';
import { usePreviousMessages, useTodaysMessages } from './ai-messages';
import { creditView, type CreditView } from './credit-label';
import { currentUserId, loadPrevious, subscribeToday } from './mount-actors';

/** SPEC §3's AI message state, plus what the room needs to act on it. */
export interface AiMessageState {
  mountingState: 'none' | 'loading' | 'complete';
  /** Earlier days' messages; `undefined` while the local database is read. */
  previousMessages: AiMessageRow[] | undefined;
  /** Today's messages (the day document and queued questions); `undefined` while read. */
  allMessages: AiMessageRow[] | undefined;
  /** The credit left: exact once today's history has loaded, an upper bound before. */
  dailyCredit: CreditView;
  /** Today's day collection. */
  day: string;
  /** The last load failed (mountingState is back at none). */
  loadFailed: boolean;
  /** Starts loading again (from none). */
  mount: () => void;
}

/** The room's state; mounts when `online` becomes true (and at once when it is). */
export function useAiMessageState(online: boolean): AiMessageState {
  const day = useMemo(() => dayCollection(new Date()), []);
  const machine = useMemo(() => aiChatMountMachine.provide({ actors: { loadPrevious, subscribeToday } }), []);
  const [state, send] = useMachine(machine, { input: { userId: currentUserId(), day } });
  const previousMessages = usePreviousMessages(day);
  const allMessages = useTodaysMessages(day);

  // Mount when the room opens online and on coming back online; a failed load stays at none
  // (SPEC §8) until then or until the learner asks again, so a failing server is not hammered.
  useEffect(() => {
    if (online) send({ type: 'mount.start' });
  }, [online, send]);

  return {
    mountingState: state.value,
    previousMessages,
    allMessages,
    dailyCredit: creditView(allMessages ?? [], state.value === 'complete', online),
    day,
    loadFailed: state.value === 'none' && state.context.error !== undefined,
    mount: () => send({ type: 'mount.start' }),
  };
}
