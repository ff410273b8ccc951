/**
 * The mount machine's real actors: earlier days from `POST /ai-chat/messages` (SPEC §7) into the
 * local database, and today's day document from the live source into the local database.
 */
import { fromCallback, fromPromise } from 'xstate';
import { aiChatMessagesResponseSchema } from '@contract/api';
import { apiRequest } from '@/data/api-client';
import { signedInUser } from '@/data/signed-in-user';
import type { AiChatMountEvent, AiChatMountInput } from '../machines/ai-chat-mount.machine';
import { saveDayDocument, saveEarlierMessages } from './ai-messages';
import { subscribeDayDocument } from './live-source';

/** The signed-in user's id, as `userId` of SPEC §7 (empty before the session is known). */
export function currentUserId(): string {
  return signedInUser()?.user.id ?? '';
}

/** Loads the messages of every day but `day` and caches them. */
export const loadPrevious = fromPromise<void, AiChatMountInput>(async ({ input }) => {
  const answer = await apiRequest('/ai-chat/messages', { method: 'POST', body: { userId: input.userId, excludeCollection: input.day } });
  await saveEarlierMessages(aiChatMessagesResponseSchema.parse(answer), input.day);
});

/** Keeps today's day document in the local database while the room is mounted and complete. */
export const subscribeToday = fromCallback<AiChatMountEvent, AiChatMountInput>(({ input, sendBack }) =>
  subscribeDayDocument(
    input.userId,
    input.day,
    (messages) => void saveDayDocument(input.day, messages),
    (error) => sendBack({ type: 'live.error', error }),
  ),
);
