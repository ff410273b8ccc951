/**
 * The one Server-Sent Events loop of the API (chat, the AI day document, the pull hint): it
 * subscribes first, writes what is due, then sleeps until a live event wakes it, sending a comment
 * every {@link HEARTBEAT_MS} while idle so proxies keep the connection and the client can tell a
 * dead one. A client that goes away ends the loop and its subscriptions; a failure is logged and
 * ends the stream (the client reconnects with its Last-Event-ID).
 */
import type { Context } from 'hono';
import { streamSSE, type SSEMessage } from 'hono/streaming';
import type { AppEnv } from '../app-env';

/** How often an idle stream sends a keep-alive comment. */
export const HEARTBEAT_MS = 15_000;

/** Writes one event. */
export type SendEvent = (event: SSEMessage) => Promise<void>;

/** What a stream is made of. */
export interface LiveStreamSpec {
  /** Subscribes to the live events that make this stream due; answers the unsubscribe function. */
  subscribe: (wake: () => void) => () => void;
  /** Written once, before anything else (e.g. a `ready` event with the position the stream starts from). */
  open?: (send: SendEvent) => Promise<void>;
  /** Writes what is due; answers true when more is waiting already (it is called again at once). */
  flush: (send: SendEvent) => Promise<boolean>;
  /** Flush once on connect, before any wake-up (default true: a stream catches up after its Last-Event-ID). */
  catchUp?: boolean;
  heartbeatMs?: number;
}

/** The `Last-Event-ID` the client resumes after, if it sent one. */
export function lastEventId(c: Context<AppEnv>): string | undefined {
  return c.req.header('Last-Event-ID') || undefined;
}

/** Answers `c` with a live event stream. */
export function liveStream(c: Context<AppEnv>, spec: LiveStreamSpec): Response {
  const heartbeatMs = spec.heartbeatMs ?? HEARTBEAT_MS;
  return streamSSE(c, async (stream) => {
    let due = spec.catchUp ?? true;
    let wake: () => void = () => {};
    const unsubscribe = spec.subscribe(() => {
      due = true;
      wake();
    });
    stream.onAbort(() => wake());
    const send: SendEvent = (event) => stream.writeSSE(event);
    try {
      await spec.open?.(send);
      while (!stream.aborted) {
        if (due) {
          due = false;
          if (await spec.flush(send)) due = true;
          continue;
        }
        const woke = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), heartbeatMs);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = () => {};
        if (!woke && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
    } catch (error) {
      if (!stream.aborted) c.get('log').error({ err: error }, 'a live stream failed');
    } finally {
      unsubscribe();
    }
  });
}
