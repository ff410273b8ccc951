/**
 * Today's day document from the server's Server-Sent Events (`GET /api/ai-chat/stream?day=`), the
 * default live source, over the app's one event-stream client (reconnect with backoff, at once
 * when the browser comes back online, and after a silent connection).
 */
import { AI_CHAT_DOCUMENT_EVENT, aiChatDocumentSchema, type AiChatMessage } from '@contract/api';
import { openEventStream } from '@/data/event-stream';

/** Subscribes to the day document over SSE; answers the stop function. */
export function subscribeSseDayDocument(
  day: string,
  onMessages: (messages: AiChatMessage[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const stream = openEventStream(`/ai-chat/stream?day=${encodeURIComponent(day)}`, {
    onEvent: (event) => {
      if (event.event === AI_CHAT_DOCUMENT_EVENT) onMessages(aiChatDocumentSchema.parse(JSON.parse(event.data)).messages);
    },
    onError,
  });
  return () => stream.close();
}
