/**
 * A Server-Sent Events stream of the API read with `fetch`, so it carries the same token and
 * organisation header as every other call (EventSource cannot set headers, DESIGN §4). It
 * reconnects by itself with backoff (at once when the browser comes back online) and sends
 * `Last-Event-ID`, so the server resumes after the last event seen.
 */
import { ORGANISATION_HEADER } from '@contract/wire';
import { API_BASE, getSessionToken } from './api-client';
import { parseSseBlock, takeSseBlocks, type SseEvent } from './sse-parse';
import { backoffDelay } from './sync/backoff';

/** What to do with the stream's events. */
export interface EventStreamOptions {
  onEvent: (event: SseEvent) => void | Promise<void>;
  /** Called when a connection opens (true) or drops (false). */
  onConnection?: (open: boolean) => void;
  /** Longest wait between reconnects. */
  maxDelayMs?: number;
}

/** An open stream; `close()` ends it for good. */
export interface EventStream {
  close: () => void;
  /** The id of the last event received (sent as `Last-Event-ID` on reconnect). */
  lastEventId: () => string;
}

/** Opens `GET /api{path}` as an event stream. */
export function openEventStream(path: string, options: EventStreamOptions): EventStream {
  let closed = false;
  let lastId = '';
  let controller: AbortController | undefined;
  let wakeUp: () => void = () => {};
  const onOnline = () => wakeUp();
  globalThis.addEventListener?.('online', onOnline);

  async function readOnce(): Promise<boolean> {
    controller = new AbortController();
    const token = await getSessionToken();
    const response = await fetch(`${API_BASE}${path}`, {
      headers: {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token ?? ''}`,
        [ORGANISATION_HEADER]: import.meta.env.VITE_ORGANISATION_ID ?? '',
        ...(lastId ? { 'Last-Event-ID': lastId } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return false;
    options.onConnection?.(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      const { blocks, rest } = takeSseBlocks(buffer + value);
      buffer = rest;
      for (const block of blocks) {
        const event = parseSseBlock(block);
        if (!event) continue;
        await options.onEvent(event);
        if (event.id) lastId = event.id;
      }
    }
  }

  void (async () => {
    let attempt = 0;
    while (!closed) {
      const opened = await readOnce().catch(() => false);
      if (closed) break;
      options.onConnection?.(false);
      attempt = opened ? 0 : attempt + 1;
      const delay = Math.min(options.maxDelayMs ?? 30_000, 500 + backoffDelay(attempt));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    close: () => {
      closed = true;
      globalThis.removeEventListener?.('online', onOnline);
      controller?.abort();
      wakeUp();
    },
    lastEventId: () => lastId,
  };
}
