/** A Server-Sent Events reader over a fetch body (the api client's `apiEventStream`). */
import { parseSseBlock, takeSseBlocks, type SseEvent } from './sse-parse';

/** One event: its name (`message` when the stream named none), its id and its data lines joined. */
export type ServerEvent = SseEvent;

/**
 * Calls `onEvent` for each event of `stream`, one at a time (an async handler is awaited), until
 * the stream ends (resolves) or fails (rejects). Comment-only blocks (keep-alives) are skipped.
 */
export async function readServerEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void | Promise<void>,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { blocks, rest } = takeSseBlocks(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    for (const block of blocks) {
      const event = parseSseBlock(block);
      if (event) await onEvent(event);
    }
  }
}
