/**
 * Unread counts: the device remembers, per room or conversation, the `sentAt` of the newest
 * message the user has seen (`chatReads`); newer messages from other people are unread. The user's
 * own messages are never unread, and one of them (sent from any device: it arrives with the sync)
 * also marks the thread read up to it: whoever replied has seen what came before. Reading a thread
 * also marks its message and mention notifications read, on every device of the user: the bell
 * clears everywhere and a push still waiting (quiet hours, a retry) is not sent (issue 53).
 */
import { threadUrl } from '@contract/notification-kinds';
import { db, type ChatReadRow, type MessageRow } from '@/data/db';
import { markRead as markNotificationsRead } from '@/data/notifications';
import { threadIndex, type ChatTarget } from './target';

/** Messages of others sent after `readUpTo` and after the user's own latest message (all of them when neither exists). */
export function countUnread(messages: readonly Pick<MessageRow, 'senderId' | 'sentAt'>[], me: string, readUpTo: string | undefined): number {
  const seenUpTo = messages.reduce((upTo, m) => (m.senderId === me && m.sentAt > upTo ? m.sentAt : upTo), readUpTo ?? '');
  return messages.filter((m) => m.senderId !== me && m.sentAt > seenUpTo).length;
}

/** Records that the thread was read up to `sentAt` (never moving the marker back). */
export async function markRead(target: ChatTarget, sentAt: string): Promise<void> {
  await db.transaction('rw', db.chatReads, async () => {
    const current = await db.chatReads.get(target.id);
    if (!current || current.readUpTo < sentAt) await db.chatReads.put({ id: target.id, readUpTo: sentAt });
  });
  const url = threadUrl(target);
  const unread = await db.notifications.filter((n) => n.readAt === null && n.url === url).primaryKeys();
  await markNotificationsRead(unread);
}

/** The unread count of one thread, read inside a live query. */
export async function unreadIn(target: ChatTarget, me: string, reads: Map<string, ChatReadRow>): Promise<number> {
  const { index, lower, upper } = threadIndex(target);
  const readUpTo = reads.get(target.id)?.readUpTo;
  const from: [string, string] = readUpTo ? [target.id, readUpTo] : lower;
  const newer = await db.messages.where(index).between(from, upper, !readUpTo, true).toArray();
  return countUnread(newer, me, readUpTo);
}
