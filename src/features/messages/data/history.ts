/** Older messages by page (`GET /api/chat/{rooms|conversations}/:id/messages?before=&beforeId=`), kept in the local database. */
import { MESSAGE_PAGE_SIZE } from '@contract/chat';
import { messageRowSchema } from '@contract/sync';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { threadIndex, type ChatTarget } from './target';

/** Fetches the page before the oldest message held; resolves to how many came (fewer than a page: the start). */
export async function loadEarlier(target: ChatTarget): Promise<number> {
  const { index, lower, upper } = threadIndex(target);
  const oldest = await db.messages.where(index).between(lower, upper, true, true).first();
  // The cursor is the oldest message held, time and id: the index orders ties by id as the server does.
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE), ...(oldest ? { before: oldest.sentAt, beforeId: oldest.id } : {}) });
  const base = target.kind === 'room' ? 'rooms' : 'conversations';
  const page = messageRowSchema.array().parse(await apiRequest(`/chat/${base}/${encodeURIComponent(target.id)}/messages?${query}`));
  // Never overwrite a row already held (a local pending message keeps its state).
  const held = new Set((await db.messages.bulkGet(page.map((m) => m.id))).filter(Boolean).map((m) => m!.id));
  await db.messages.bulkPut(page.filter((m) => !held.has(m.id)));
  return page.length;
}
