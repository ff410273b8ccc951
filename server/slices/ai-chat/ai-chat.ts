/** AI chat history (SPEC §7 `POST /ai-chat/messages`): a user's messages outside one day. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AiChatMessage } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { aiChatMessages } from '../../db/schema';
import { refuse } from '../../http/problem';

/** A Date as the Firestore-style `{seconds, nanoseconds}` the PWA expects. */
export function toTimestamp(date: Date): AiChatMessage['message']['timestamp'] {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

/**
 * The caller's AI chat messages not in the `excludeCollection` day, oldest first. `userId` must
 * be the caller's own (user id or Firebase uid), else 403.
 */
export async function listAiChatMessages(
  db: Database,
  caller: Caller,
  request: { userId: string; excludeCollection: string },
): Promise<AiChatMessage[]> {
  if (request.userId !== caller.id && request.userId !== caller.uid) {
    throw refuse(403, 'ai-chat-own-only');
  }
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(
      and(
        eq(aiChatMessages.organisationId, caller.organisationId),
        eq(aiChatMessages.userId, caller.id),
        ne(aiChatMessages.day, request.excludeCollection),
      ),
    )
    .orderBy(asc(aiChatMessages.sentAt), asc(aiChatMessages.id));
  return rows.map(toAiChatMessage);
}

/** A stored row as the AI message the PWA reads (SPEC §3). */
export function toAiChatMessage(row: typeof aiChatMessages.$inferSelect): AiChatMessage {
  return {
    id: row.id,
    sender: row.sender,
    ...(row.error ? { error: true } : {}),
    message: { body: row.body, type: row.type, timestamp: toTimestamp(row.sentAt) },
  };
}

/** The caller's day document (`aiChatMessages/USER_ID_{id}/{day}/UserMessages`): that day's messages, oldest first. */
export async function dayDocument(db: Database, caller: Caller, day: string): Promise<AiChatMessage[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.organisationId, caller.organisationId), eq(aiChatMessages.userId, caller.id), eq(aiChatMessages.day, day)))
    .orderBy(asc(aiChatMessages.sentAt), asc(aiChatMessages.id));
  return rows.map(toAiChatMessage);
}
