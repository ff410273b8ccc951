/**
 * The live-event bus: PostgreSQL `LISTEN/NOTIFY` on one channel, so every API process on one
 * database hears what any of them publishes. An event is a topic (see topics.ts) and an optional
 * short detail; it only wakes streams, which then read from the database what their own caller may
 * see, so a payload never carries rows (NOTIFY's limit is 8000 bytes). Each process LISTENs on a
 * dedicated client (pg-listener.ts) and fans events out to its subscribers here. Publishing is a
 * plain `pg_notify` outside any transaction (callers publish after their commit); a database
 * failure is logged, not thrown: a lost wake-up is healed by the next one or by the client's
 * reconnect and periodic sync. Embedded PGlite lives in one process, so there the channel is that
 * process's own: a NOTIFY would queue behind every statement on PGlite's single connection.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { embeddedClient, type Database } from '../db/client';
import { listenOnPostgres } from './pg-listener';

/** The one PostgreSQL channel every live event travels on. */
export const LIVE_CHANNEL = 'live_events';

/** NOTIFY refuses payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;

/**
 * Told about each event of its topic: the publisher's detail, or `undefined` when the bus may have
 * missed events (its connection dropped and came back), so the listener should assume a change.
 */
export type LiveListener = (detail: string | undefined) => void;

/** Publish and subscribe across processes. */
export interface LiveBus {
  /** Sends `detail` to every subscriber of `topic` in every process; resolves once sent (or logged as failed); rejects only a payload over the limit. */
  publish(topic: string, detail?: string): Promise<void>;
  /** Calls `listener` for each event of `topic` until the answered function is called. */
  subscribe(topic: string, listener: LiveListener): () => void;
  /** Stops listening (subscribers hear nothing more). */
  close(): Promise<void>;
}

/** How a process hears the channel: `onPayload` per notification, `onGap` after a reconnect. */
type ChannelListener = (handlers: { onPayload: (payload: string) => void; onGap: () => void }) => Promise<() => Promise<void>>;

/** The channel of one database: how a process hears it and sends on it. */
interface Channel {
  listen: ChannelListener;
  /** Sends `payload` to every listener, this process's included; rejects when the database cannot. */
  notify(payload: string): Promise<void>;
}

interface WireEvent {
  topic: string;
  detail?: string;
}

function parseWire(payload: string): WireEvent | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || !('topic' in value) || typeof value.topic !== 'string') return undefined;
    const detail = 'detail' in value && typeof value.detail === 'string' ? value.detail : undefined;
    return { topic: value.topic, detail };
  } catch {
    return undefined;
  }
}

/** The listeners of each embedded database's channel, every bus of its process. */
const embeddedListeners = new WeakMap<PGlite, Set<(payload: string) => void>>();

/** The channel of `db`'s driver: in-process for PGlite; NOTIFY, and LISTEN on a dedicated node-postgres client, for PostgreSQL. */
function channelFor(db: Database, logger: Logger): Channel {
  const embedded = embeddedClient(db);
  if (embedded) {
    let listeners = embeddedListeners.get(embedded);
    if (!listeners) embeddedListeners.set(embedded, (listeners = new Set()));
    const heard = listeners;
    return {
      listen: async ({ onPayload }) => {
        heard.add(onPayload);
        return async () => {
          heard.delete(onPayload);
        };
      },
      // Delivered after the publisher's turn, in order, as NOTIFY would be.
      notify: async (payload) => {
        for (const listener of [...heard]) queueMicrotask(() => listener(payload));
      },
    };
  }
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof pg.Pool) {
    return {
      listen: (handlers) => listenOnPostgres(client.options, LIVE_CHANNEL, handlers, logger),
      notify: async (payload) => {
        await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
      },
    };
  }
  throw new Error('The live-event bus needs a PGlite or node-postgres database.');
}

/** Opens the bus over `db` and resolves once this process is listening. */
export async function openLiveBus(db: Database, logger: Logger): Promise<LiveBus> {
  const channel = channelFor(db, logger);
  const subscribers = new Map<string, Set<LiveListener>>();
  const deliver = (topic: string, detail: string | undefined) => {
    for (const listener of subscribers.get(topic) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        logger.error({ err: error, topic }, 'a live-event listener failed');
      }
    }
  };
  const stop = await channel.listen({
    onPayload: (payload) => {
      const event = parseWire(payload);
      if (event) deliver(event.topic, event.detail);
    },
    onGap: () => {
      for (const topic of [...subscribers.keys()]) deliver(topic, undefined);
    },
  });
  let closed = false;
  return {
    async publish(topic, detail) {
      const payload = JSON.stringify(detail === undefined ? { topic } : { topic, detail });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`A live event must stay under 8000 bytes (topic ${topic}).`);
      try {
        await channel.notify(payload);
      } catch (error) {
        logger.warn({ err: error, topic }, 'a live event could not be published');
      }
    },
    subscribe(topic, listener) {
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && subscribers.get(topic) === set) subscribers.delete(topic);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      subscribers.clear();
      await stop();
    },
  };
}
