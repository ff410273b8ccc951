/**
 * The service worker's half of the one drainer (DESIGN §2.4): the page's own sync engine (drain,
 * then pull, under the 'outbox' lock) over a fetch transport whose token is the session token the
 * page mirrored into Dexie (a worker cannot read localStorage). Run at start-up and on the
 * Background Sync 'outbox' event. Nothing here touches `self`, so tests call it directly.
 */
import { db } from '@/data/db';
// The tables pull writes with their own functions (a staff device's quiz summaries), as the page does.
import '@/data/table-hooks';
import { createSyncEngine, type SyncActivity } from '@/data/sync/engine';
import { createFetchTransport } from '@/data/sync/fetch-transport';
import { OUTBOX_SYNC_TAG } from '@/data/sync/wake-tags';

/** The token the page mirrored for the worker, or `null` when nobody is signed in. */
export async function readMirroredToken(): Promise<string | null> {
  return (await db.sessionMirror.get('token'))?.value ?? null;
}

/**
 * Whether a page's request starts the worker's drain after a restart: only a request for the API,
 * i.e. once the page itself goes to the server for data. A navigation and the app's files (from the
 * precache) do not: the page opens on the device's content first, and a catch-up pull applied by
 * the worker meanwhile held the page's first local reads behind its write transaction (a
 * returning learner's dashboard, issue 55 item 3; docs/PERFORMANCE.md).
 */
export function startsDrain(request: { url: string; mode: string }, origin: string): boolean {
  if (request.mode === 'navigate') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith('/api/');
}

/** How one drain of the worker ended. */
export type WorkerDrainResult = SyncActivity | { phase: 'signed out' };

/** The worker's sync: `drain()` for start-up, `handleSync(tag)` for the Background Sync event. */
export interface WorkerSync {
  drain(): Promise<WorkerDrainResult>;
  /** Drains for the 'outbox' tag; rejects when the drain must be retried, so the browser tries again later. */
  handleSync(tag: string): Promise<void>;
  /** The first call after a (re)start drains and answers its promise; later calls answer undefined. */
  startOnce(): Promise<void> | undefined;
}

/** Creates the worker's sync around the organisation of this build (and a fetch, for tests). */
export function createWorkerSync(options: { organisationId: string; fetch?: typeof fetch }): WorkerSync {
  const transport = createFetchTransport({ getToken: readMirroredToken, organisationId: options.organisationId, ...(options.fetch ? { fetch: options.fetch } : {}) });
  // No retry timers in the worker: the browser may stop it at any moment. Retries come from the
  // Background Sync event being rejected, and from the page's own wake-ups.
  const engine = createSyncEngine(transport, { setTimer: (() => 0) as never, clearTimer: () => {} });
  let pausedWith: string | null = null;
  let started = false;

  const drain = async (): Promise<WorkerDrainResult> => {
    const token = await readMirroredToken();
    if (!token) return { phase: 'signed out' };
    // A 401 paused the engine: try again only once the page has mirrored a different token.
    if (engine.activity().phase === 'paused' && token === pausedWith) return engine.activity();
    await engine.resume();
    const activity = engine.activity();
    pausedWith = activity.phase === 'paused' ? token : null;
    return activity;
  };

  return {
    drain,
    async handleSync(tag) {
      if (tag !== OUTBOX_SYNC_TAG) return;
      const result = await drain();
      if (result.phase === 'retrying' || result.phase === 'waiting') throw new Error(result.lastError ?? 'The outbox could not be sent; the browser will try again.');
    },
    startOnce() {
      if (started) return undefined;
      started = true;
      return drain().then(
        () => undefined,
        (error: unknown) => console.warn('The service worker could not drain the outbox', error),
      );
    },
  };
}
