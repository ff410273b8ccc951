/**
 * A Server-Sent Events stream of the API read with `fetch`, so it carries the same token and
 * organisation header as every other call (EventSource cannot set headers, DESIGN §4). It
 * reconnects by itself with backoff (at once when the browser comes back online) and sends
 * `Last-Event-ID`, so the server resumes after the last event seen.
 */
import { apiEventStream } from './api-client';
import { readServerEvents } from './server-events';
import type { SseEvent } from './sse-parse';
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

/** Opens `GET /api{path}` as an event stream (a refused connection is retried with backoff). */
export function openEventStream(path: string, options: EventStreamOptions): EventStream {
  let closed = false;
  let lastId = '';
  let controller: AbortController | undefined;
  let wakeUp: () => void = () => {};
  const onOnline = () => wakeUp();
  globalThis.addEventListener?.('online', onOnline);

  async function readOnce(): Promise<boolean> {
    controller = new AbortController();
    const body = await apiEventStream(path, controller.signal, lastId);
    options.onConnection?.(true);
    await readServerEvents(body, async (event) => {
      await options.onEvent(event);
      if (event.id) lastId = event.id;
    });
    return true;
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
