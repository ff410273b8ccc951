/** What a chat thread is: a room or a one-to-one conversation, and how its messages are keyed. */
import type { MessageRow } from '@/data/db';

/** A room or a conversation. */
export type ChatTarget = { kind: 'room'; id: string } | { kind: 'conversation'; id: string };

/** The Dexie index and key range of a thread's messages in `sentAt` order. */
export function threadIndex(target: ChatTarget): { index: '[roomId+sentAt]' | '[conversationId+sentAt]'; lower: [string, string]; upper: [string, string] } {
  const index = target.kind === 'room' ? '[roomId+sentAt]' : '[conversationId+sentAt]';
  return { index, lower: [target.id, ''], upper: [target.id, '\uffff'] };
}

/** The thread a message belongs to. */
export function targetOf(row: Pick<MessageRow, 'roomId' | 'conversationId'>): ChatTarget {
  return row.roomId ? { kind: 'room', id: row.roomId } : { kind: 'conversation', id: row.conversationId ?? '' };
}
