/**
 * The AI chat messages on this device (DESIGN §2.1): earlier days as the server listed them, today's
 * day document as the live source delivered it, and the learner's own questions queued in the
 * outbox (`ai.ask`) until the day document holds them.
 */
import { useLiveQuery } from '@/data/live-query';
import type { AiChatMessage } from '@contract/api';
import { dayCollection } from '@contract/sync';
import { db, type AiMessageRow } from '@/data/db';
import { failedWrites } from '@/data/sync/writes';

/** Oldest first, by the Firestore-style timestamp (id breaks ties, so a question precedes its answer). */
export function byTime(a: AiChatMessage, b: AiChatMessage): number {
  const ta = a.message.timestamp;
  const tb = b.message.timestamp;
  return ta.seconds - tb.seconds || ta.nanoseconds - tb.nanoseconds || a.id.localeCompare(b.id);
}

/** The message ids of `ai.ask` intents the server refused (kept in the outbox as failed). */
export async function refusedQuestionIds(): Promise<Set<string>> {
  return new Set((await failedWrites('ai.ask')).map((write) => write.args.messageId));
}

/**
 * Today's messages (the day document plus queued questions), oldest first; `undefined` while
 * reading. A question whose intent was refused shows as failed even where no rollback ran (the
 * service worker drains without the room's code).
 */
export function useTodaysMessages(day: string): AiMessageRow[] | undefined {
  return useLiveQuery(async () => {
    const [rows, refused] = await Promise.all([db.aiMessages.where('day').equals(day).toArray(), refusedQuestionIds()]);
    return rows.map((row) => (row.pending && refused.has(row.id) ? { ...row, pending: false, error: true } : row)).sort(byTime);
  }, [day]);
}

/** Messages of the days before `day`, oldest first; `undefined` while reading. */
export function usePreviousMessages(day: string): AiMessageRow[] | undefined {
  return useLiveQuery(async () => (await db.aiMessages.where('day').below(day).toArray()).sort(byTime), [day]);
}

/** The day collection a message was sent on, as this device sees it, but never `today` (they come from other days). */
function earlierDay(message: AiChatMessage, today: string): string {
  const day = dayCollection(new Date(message.message.timestamp.seconds * 1000));
  return day < today ? day : dayCollection(new Date(Date.parse(`${today}T12:00:00`) - 86_400_000));
}

/** Replaces the cached earlier days with the server's list (`POST /ai-chat/messages`). */
export async function saveEarlierMessages(messages: AiChatMessage[], today: string): Promise<void> {
  await db.transaction('rw', db.aiMessages, async () => {
    await db.aiMessages.where('day').below(today).delete();
    await db.aiMessages.bulkPut(messages.map((m) => ({ ...m, day: earlierDay(m, today) })));
  });
}

/**
 * Replaces today's cached messages with the day document: a local question the document does not
 * hold yet stays (pending, or failed when the server refused it); every other row is the server's.
 */
export async function saveDayDocument(day: string, messages: AiChatMessage[]): Promise<void> {
  await db.transaction('rw', db.aiMessages, async () => {
    const served = new Set(messages.map((m) => m.id));
    const local = await db.aiMessages.where('day').equals(day).toArray();
    const gone = local.filter((row) => !served.has(row.id) && !row.pending && !row.error).map((row) => row.id);
    await db.aiMessages.bulkDelete(gone);
    await db.aiMessages.bulkPut(messages.map((m) => ({ ...m, day })));
  });
}
