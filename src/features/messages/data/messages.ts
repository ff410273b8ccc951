/**
 * A thread's messages read live from the local database, each with its delivery state: `pending`
 * (written here, waiting in the outbox), `sent` (the server's row has come back through pull or the
 * live stream: same id), or `failed` (the server refused it; it can be sent again).
 */
import { MESSAGE_PAGE_SIZE } from '@contract/chat';
import { useLiveQuery } from '@/data/live-query';
import { db, type MessageRow } from '@/data/db';
import { failedWrites, type QueuedWrite } from '@/data/sync/writes';
import { threadIndex, type ChatTarget } from './target';

/** Where a message is on its way to the server. */
export type MessageStatus = 'pending' | 'sent' | 'failed';

/** A message as a thread shows it. */
export interface ChatMessage extends MessageRow {
  status: MessageStatus;
  mine: boolean;
  /** Why the server refused it (failed only). */
  error?: string;
}

/** The refused `message.send` writes by message id. */
export async function failedSends(): Promise<Map<string, QueuedWrite<'message.send'>>> {
  return new Map((await failedWrites('message.send')).map((write) => [write.args.messageId, write]));
}

/** A row with its state: a server row is sent; a local one is failed when its write was refused, else pending. */
export function withStatus(row: MessageRow, me: string, failed: ReadonlyMap<string, { error?: string }>): ChatMessage {
  const refused = row.local ? failed.get(row.id) : undefined;
  const status: MessageStatus = !row.local ? 'sent' : refused ? 'failed' : 'pending';
  return { ...row, status, mine: row.senderId === me, ...(refused?.error ? { error: refused.error } : {}) };
}

/**
 * How many of a thread's newest messages a thread shows at first (and adds per 'Load earlier' while
 * the device holds more): the server's page, several screenfuls on any phone. A room with thousands
 * of messages on the device rendered them all, 40 s on a slow phone; a window of 100 still took the
 * room's first paint over 300 ms at 4× CPU (docs/PERFORMANCE.md, large local data).
 */
export const THREAD_WINDOW = MESSAGE_PAGE_SIZE;

/** Reads a thread's messages, oldest first: all of them, or the newest `limit`. */
export async function readThread(target: ChatTarget, me: string, limit?: number): Promise<ChatMessage[]> {
  const { index, lower, upper } = threadIndex(target);
  const range = db.messages.where(index).between(lower, upper, true, true);
  const rows = limit === undefined ? await range.toArray() : (await range.reverse().limit(limit).toArray()).reverse();
  const failed = await failedSends();
  return rows.map((row) => withStatus(row, me, failed));
}

/** The newest `shown` messages of a thread, and whether the device holds earlier ones. */
export interface ThreadWindow { messages: ChatMessage[]; earlierOnDevice: boolean }

/** A thread's newest `shown` messages, live; `undefined` while the first read runs. */
export function useThreadMessages(target: ChatTarget, me: string, shown = THREAD_WINDOW): ThreadWindow | undefined {
  return useLiveQuery(async () => {
    const rows = await readThread(target, me, shown + 1);
    const earlierOnDevice = rows.length > shown;
    return { messages: earlierOnDevice ? rows.slice(1) : rows, earlierOnDevice };
  }, [target.kind, target.id, me, shown]);
}
