/**
 * LISTEN on PostgreSQL for the live-event bus: one dedicated node-postgres client per process (a
 * pooled connection cannot hold a LISTEN). When it fails or the server ends it, a new client is
 * connected with growing pauses (0.5 s up to 30 s) and, once listening again, `onGap` tells every
 * subscriber that events may have been missed meanwhile.
 */
import pg from 'pg';
import type { Logger } from 'pino';

const MAX_PAUSE_MS = 30_000;

/** Starts listening on `channel`; resolves when the first LISTEN is in place (rejects if it cannot be). */
export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: { onPayload: (payload: string) => void; onGap: () => void },
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the live-event connection failed');
      if (client === next) void next.end().catch(() => undefined);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', () => {
      if (client === next) reconnect(0);
    });
    return next;
  };

  const reconnect = (attempt: number) => {
    client = undefined;
    if (stopped) return;
    const pause = Math.min(MAX_PAUSE_MS, 500 * 2 ** attempt);
    retryTimer = setTimeout(() => {
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          client = next;
          logger.info('the live-event connection is back');
          handlers.onGap();
        },
        (error: unknown) => {
          logger.warn({ err: error, attempt }, 'the live-event connection could not be restored yet');
          reconnect(attempt + 1);
        },
      );
    }, pause);
  };

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
