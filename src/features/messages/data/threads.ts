/**
 * The chat rooms state (SPEC §3: rooms, search, loading) and the conversations list, read live from
 * the local database: each thread with its newest message and unread count, filtered by a search.
 */
import { useLiveQuery } from '@/data/live-query';
import { i18n } from '@/i18n/i18n';
import { db, type ConversationRow, type MessageRow, type RoomRow } from '@/data/db';
import { unreadIn } from './reads';
import { threadIndex, type ChatTarget } from './target';
import { messagesNs } from '../messages/en';

/** A room or conversation in a list. */
export interface ThreadSummary<R> {
  row: R;
  target: ChatTarget;
  title: string;
  last?: MessageRow;
  unread: number;
}

/** The chat rooms state. */
export interface ChatRoomsState {
  rooms: ThreadSummary<RoomRow>[];
  search: string;
  loading: boolean;
}

/** Threads whose title (or description) contains `search`, case-insensitively; all for a blank search. */
export function filterThreads<R>(threads: ThreadSummary<R>[], search: string, extra: (row: R) => string = () => ''): ThreadSummary<R>[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return threads;
  return threads.filter((t) => `${t.title} ${extra(t.row)}`.toLocaleLowerCase().includes(needle));
}

/** Newest activity first; threads without messages by title. */
function byActivity<R>(a: ThreadSummary<R>, b: ThreadSummary<R>): number {
  const byLast = (b.last?.sentAt ?? '').localeCompare(a.last?.sentAt ?? '');
  return byLast || a.title.localeCompare(b.title);
}

async function summarise<R>(rows: R[], toTarget: (row: R) => ChatTarget, title: (row: R) => string, me: string): Promise<ThreadSummary<R>[]> {
  const reads = new Map((await db.chatReads.toArray()).map((r) => [r.id, r]));
  const summaries = await Promise.all(rows.map(async (row) => {
    const target = toTarget(row);
    const { index, lower, upper } = threadIndex(target);
    const last = await db.messages.where(index).between(lower, upper, true, true).last();
    return { row, target, title: title(row), last, unread: await unreadIn(target, me, reads) };
  }));
  return summaries.sort(byActivity);
}

/** The title of a conversation: the other person's name. */
export function conversationTitle(row: ConversationRow): string {
  return row.title ?? row.withName ?? i18n.getFixedT(null, messagesNs)('conversation');
}

/** The user's rooms matching `search`, live. */
export function useChatRooms(search: string, me: string): ChatRoomsState {
  const all = useLiveQuery(async () => summarise(await db.rooms.toArray(), (r) => ({ kind: 'room', id: r.id }), (r) => r.name, me), [me]);
  return { rooms: filterThreads(all ?? [], search, (r) => r.description), search, loading: all === undefined };
}

/** The user's conversations, live; `undefined` while the first read runs. */
export function useConversations(me: string): ThreadSummary<ConversationRow>[] | undefined {
  return useLiveQuery(async () => summarise(await db.conversations.toArray(), (c) => ({ kind: 'conversation', id: c.id }), conversationTitle, me), [me]);
}

/** One room (SPEC §3 messages state: room and messages); `null` when this device does not have it. */
export function useRoom(id: string): RoomRow | null | undefined {
  return useLiveQuery(async () => (await db.rooms.get(id)) ?? null, [id]);
}

/** One conversation; `null` when this device does not have it. */
export function useConversation(id: string): ConversationRow | null | undefined {
  return useLiveQuery(async () => (await db.conversations.get(id)) ?? null, [id]);
}
