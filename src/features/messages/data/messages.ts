/**
 * A thread's messages read live from the local database, each with its delivery state: `pending`
 * (written here, waiting in the outbox), `sent` (the server's row has come back through pull or the
 * live stream: same id), or `failed` (the server refused it; it can be sent again).
 */
import { useLiveQuery } from 'dexie-react-hooks';
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

/** Reads a thread's messages, oldest first. */
export async function readThread(target: ChatTarget, me: string): Promise<ChatMessage[]> {
  const { index, lower, upper } = threadIndex(target);
  const rows = await db.messages.where(index).between(lower, upper, true, true).toArray();
  const failed = await failedSends();
  return rows.map((row) => withStatus(row, me, failed));
}

/** A thread's messages, live; `undefined` while the first read runs. */
export function useThreadMessages(target: ChatTarget, me: string): ChatMessage[] | undefined {
  return useLiveQuery(() => readThread(target, me), [target.kind, target.id, me]);
}
