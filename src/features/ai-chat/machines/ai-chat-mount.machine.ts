/**
 * The AI chat room's mount state (SPEC §4, §8): `none` → `loading` (earlier days from
 * `POST /ai-chat/messages`) → `complete`, where the live subscription to today's day document
 * runs; a failed load returns to `none`. The loader and the subscription are actors the screen
 * provides, so the machine never touches the network or the database.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** Which user and which day collection the room shows. */
export interface AiChatMountInput {
  userId: string;
  day: string;
}

/** The machine's data: the input and the last failure, if any. */
export interface AiChatMountContext extends AiChatMountInput {
  error: unknown;
}

/** `mount.start` begins (or retries) loading; `live.error` reports a failing live source. */
export type AiChatMountEvent = { type: 'mount.start' } | { type: 'live.error'; error: unknown };

/** The machine with placeholder actors: the screen provides `loadPrevious` and `subscribeToday`. */
export const aiChatMountMachine = setup({
  types: {} as { context: AiChatMountContext; events: AiChatMountEvent; input: AiChatMountInput },
  actors: {
    loadPrevious: fromPromise<void, AiChatMountInput>(async () => {
      throw new Error('loadPrevious is not provided');
    }),
    subscribeToday: fromCallback<AiChatMountEvent, AiChatMountInput>(() => () => {}),
  },
  actions: {
    recordError: assign({ error: ({ event }) => ('error' in event ? event.error : undefined) }),
    clearError: assign({ error: () => undefined }),
  },
}).createMachine({
  id: 'aiChatMount',
  context: ({ input }) => ({ ...input, error: undefined }),
  initial: 'none',
  states: {
    none: {
      on: { 'mount.start': { target: 'loading', actions: 'clearError' } },
    },
    loading: {
      invoke: {
        src: 'loadPrevious',
        input: ({ context }) => ({ userId: context.userId, day: context.day }),
        onDone: 'complete',
        onError: { target: 'none', actions: 'recordError' },
      },
    },
    complete: {
      invoke: {
        src: 'subscribeToday',
        input: ({ context }) => ({ userId: context.userId, day: context.day }),
      },
      on: { 'live.error': { actions: 'recordError' } },
    },
  },
});
