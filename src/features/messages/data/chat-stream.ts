/**
 * Live delivery: the chat stream's messages are written into the local database (the screens read
 * only Dexie). A message this device sent comes back with the same id and replaces the pending row,
 * which makes it `sent`.
 */
import { useEffect, useState } from 'react';
import { CHAT_MESSAGE_EVENT } from '@contract/chat';
import { messageRowSchema } from '@contract/sync';
import { db } from '@/data/db';
import { openEventStream, type EventStream } from '@/data/event-stream';
import type { SseEvent } from '@/data/sse-parse';

/** Stores one stream event (ignores other events and rows that do not parse). */
export async function storeStreamEvent(event: SseEvent): Promise<void> {
  if (event.event !== CHAT_MESSAGE_EVENT) return;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  const parsed = messageRowSchema.safeParse(data);
  if (parsed.success) await db.messages.put(parsed.data);
}

/** Opens the chat stream. */
export function startChatStream(onConnection?: (open: boolean) => void): EventStream {
  return openEventStream('/chat/stream', { onEvent: storeStreamEvent, onConnection });
}

/** Keeps the chat stream open while the calling screen is mounted; answers whether it is connected. */
export function useChatStream(): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const stream = startChatStream(setConnected);
    return () => stream.close();
  }, []);
  return connected;
}
