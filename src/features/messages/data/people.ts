/** People the user may message (online: the server knows the batches) and starting a conversation. */
import { useEffect, useState } from 'react';
import { chatPersonSchema, type ChatPerson } from '@contract/chat';
import { conversationRowSchema } from '@contract/sync';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';

/** The people list: `undefined` while loading, `null` when it could not be loaded (offline). */
export function usePeople(): ChatPerson[] | null | undefined {
  const [people, setPeople] = useState<ChatPerson[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    apiRequest('/chat/people')
      .then((body) => live && setPeople(chatPersonSchema.array().parse(body)))
      .catch(() => live && setPeople(null));
    return () => {
      live = false;
    };
  }, []);
  return people;
}

/** Finds or starts the conversation with `withUserId`, stores it locally and resolves to its id. */
export async function startConversation(withUserId: string): Promise<string> {
  const existing = await db.conversations.filter((c) => c.withUserId === withUserId).first();
  if (existing) return existing.id;
  const row = conversationRowSchema.parse(await apiRequest('/chat/conversations', { method: 'POST', body: { withUserId } }));
  await db.conversations.put(row);
  return row.id;
}
