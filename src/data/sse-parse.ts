/** Parsing the Server-Sent Events wire format (text/event-stream) for streams read with `fetch`. */

/** One event: its type (`message` when unnamed), its id ('' when none) and its data lines joined. */
export interface SseEvent {
  event: string;
  id: string;
  data: string;
}

/** Parses one block (the lines between blank lines); `undefined` for a comment-only block. */
export function parseSseBlock(block: string): SseEvent | undefined {
  const event: SseEvent = { event: 'message', id: '', data: '' };
  const data: string[] = [];
  let seen = false;
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') data.push(value);
    else continue;
    seen = true;
  }
  event.data = data.join('\n');
  return seen ? event : undefined;
}

/** Splits a growing text buffer into complete blocks; returns them and what is left over. */
export function takeSseBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  return { blocks: parts, rest };
}

/**
 * Calls `onEvent` for each event of `stream`, one at a time (an async handler is awaited), until
 * the stream ends or `signal` aborts (resolves) or fails (rejects); `onBytes` hears of every chunk,
 * comments (keep-alives) included, which are otherwise skipped.
 */
export async function readSseEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void | Promise<void>,
  onBytes: () => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  const reader = stream.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || signal?.aborted) return;
      onBytes();
      const { blocks, rest } = takeSseBlocks(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const block of blocks) {
        const event = parseSseBlock(block);
        if (event) await onEvent(event);
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
