/**
 * Today's day document from the server's Server-Sent Events (`GET /api/ai-chat/stream?day=`), the
 * default live source; it reconnects after a drop, waiting longer each time (up to 30 s) but at
 * once when the browser comes back online.
 */
import { AI_CHAT_DOCUMENT_EVENT, aiChatDocumentSchema, type AiChatMessage } from '@contract/api';
import { apiEventStream } from '@/data/api-client';
import { readServerEvents } from '@/data/server-events';

const MAX_WAIT_MS = 30_000;

/** Waits `ms`, or less when the browser comes back online or the subscription stops. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/** Subscribes to the day document over SSE; answers the stop function. */
export function subscribeSseDayDocument(
  day: string,
  onMessages: (messages: AiChatMessage[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const controller = new AbortController();
  const run = async () => {
    let wait = 1_000;
    while (!controller.signal.aborted) {
      try {
        const stream = await apiEventStream(`/ai-chat/stream?day=${encodeURIComponent(day)}`, controller.signal);
        wait = 1_000;
        await readServerEvents(stream, (event) => {
          if (event.event === AI_CHAT_DOCUMENT_EVENT) onMessages(aiChatDocumentSchema.parse(JSON.parse(event.data)).messages);
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        onError(error);
      }
      await pause(wait, controller.signal);
      wait = Math.min(wait * 2, MAX_WAIT_MS);
    }
  };
  void run();
  return () => controller.abort();
}
