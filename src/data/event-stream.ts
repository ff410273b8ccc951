/**
 * The one Server-Sent Events client of the PWA (chat, the AI room, the pull hint). It reads with
 * `fetch`, so every connection carries the same token and organisation header as other calls
 * (EventSource cannot set headers, DESIGN §4). It reconnects by itself with backoff (at once when
 * the browser comes back online), sends `Last-Event-ID` so the server resumes after the last event
 * seen, and treats a connection silent for longer than {@link HEARTBEAT_TIMEOUT_MS} (the server
 * sends a comment every 15 s) as dead: it drops it and reconnects.
 */
import { apiEventStream } from './api-client';
import { readSseEvents, type SseEvent } from './sse-parse';
import { backoffDelay } from './sync/backoff';

/** A connection that sent nothing, not even a keep-alive comment, for this long is dead. */
export const HEARTBEAT_TIMEOUT_MS = 45_000;

/** What to do with the stream's events. */
export interface EventStreamOptions {
  onEvent: (event: SseEvent) => void | Promise<void>;
  /** Called when a connection opens (true) or drops (false). */
  onConnection?: (open: boolean) => void;
  /** Told why a connection failed (refused, broken, silent, or an event `onEvent` threw on); it is retried. */
  onError?: (error: unknown) => void;
  /** Longest wait between reconnects. */
  maxDelayMs?: number;
  /** How long a silent connection is trusted (tests shorten it). */
  heartbeatTimeoutMs?: number;
}

/** An open stream; `close()` ends it for good. */
export interface EventStream {
  close: () => void;
  /** The id of the last event received (sent as `Last-Event-ID` on reconnect). */
  lastEventId: () => string;
}

/** Why a connection was dropped by the client. */
export class SilentStreamError extends Error {
  constructor(ms: number) {
    super(`The live connection sent nothing for ${Math.round(ms / 1000)} s; reconnecting.`);
    this.name = 'SilentStreamError';
  }
}

/** Opens `GET /api{path}` as an event stream (a refused connection is retried with backoff). */
export function openEventStream(path: string, options: EventStreamOptions): EventStream {
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  let closed = false;
  let lastId = '';
  let controller: AbortController | undefined;
  let wakeUp: () => void = () => {};
  const onOnline = () => wakeUp();
  globalThis.addEventListener?.('online', onOnline);

  /** One connection, until it ends or fails; answers whether it opened. */
  async function connectOnce(): Promise<boolean> {
    const connection = new AbortController();
    controller = connection;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let silent = false;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        silent = true;
        connection.abort();
      }, heartbeatTimeoutMs);
    };
    let opened = false;
    try {
      arm();
      const body = await apiEventStream(path, connection.signal, lastId);
      opened = true;
      options.onConnection?.(true);
      arm();
      await readSseEvents(
        body,
        async (event) => {
          await options.onEvent(event);
          if (event.id) lastId = event.id;
        },
        arm,
        connection.signal,
      );
      if (silent) throw new SilentStreamError(heartbeatTimeoutMs);
    } catch (error) {
      if (!closed) options.onError?.(silent ? new SilentStreamError(heartbeatTimeoutMs) : error);
    } finally {
      clearTimeout(watchdog);
      connection.abort();
    }
    return opened;
  }

  void (async () => {
    let attempt = 0;
    while (!closed) {
      const opened = await connectOnce();
      if (closed) break;
      if (opened) options.onConnection?.(false);
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
