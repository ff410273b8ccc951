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
import { TransportFailure, type SyncTransport } from '@/data/sync/transport';
import { OUTBOX_SYNC_TAG } from '@/data/sync/wake-tags';

/** The token the page mirrored for the worker, or `null` when nobody is signed in. */
export async function readMirroredToken(): Promise<string | null> {
  return (await db.sessionMirror.get('token'))?.value ?? null;
}

/**
 * The longest a catch-up started by a navigation holds its apply for the page's word that its first
 * screen is on screen ({@link WorkerSync.releaseApply}): a page that never says so (an old version,
 * a crash) does not keep the device behind.
 */
export const APPLY_HOLD_MAX_MS = 5000;

/**
 * How a page's request starts the worker's drain after a restart (null: it does not). A navigation
 * starts it with its apply held (`'hold'`): the push and the pull go over the network while the
 * page boots and reads its first screen from the device, and the pull's answer is applied only once
 * the page says that screen is shown (a catch-up applied meanwhile held the page's first local reads
 * behind its write transaction; issue 55 item 3, docs/PERFORMANCE.md). A request to the API starts
 * it and lets the apply go (`'apply'`): the page has gone to the server, its first screen is behind
 * it. The app's files (from the precache) start nothing.
 */
export function drainTrigger(request: { url: string; mode: string }, origin: string): 'hold' | 'apply' | null {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate') return 'hold';
  return url.pathname.startsWith('/api/') ? 'apply' : null;
}

/** How one drain of the worker ended. */
export type WorkerDrainResult = SyncActivity | { phase: 'signed out' };

/** The worker's sync: `drain()` for start-up, `handleSync(tag)` for the Background Sync event. */
export interface WorkerSync {
  drain(): Promise<WorkerDrainResult>;
  /** Drains for the 'outbox' tag; rejects when the drain must be retried, so the browser tries again later. */
  handleSync(tag: string): Promise<void>;
  /**
   * The first call after a (re)start drains and answers its promise; later calls answer undefined.
   * `holdApply`: a pull's answer waits for {@link releaseApply} (at most {@link APPLY_HOLD_MAX_MS}).
   */
  startOnce(options?: { holdApply?: boolean }): Promise<void> | undefined;
  /** Lets a held pull's answer be applied (the page's first screen is shown). */
  releaseApply(): void;
}

/** Creates the worker's sync around the organisation of this build (and a fetch, for tests). */
export function createWorkerSync(options: { organisationId: string; fetch?: typeof fetch; holdMaxMs?: number }): WorkerSync {
  let sentWith: string | null = null;
  const getToken = async () => (sentWith = await readMirroredToken());
  const fetchTransport = createFetchTransport({ getToken, organisationId: options.organisationId, ...(options.fetch ? { fetch: options.fetch } : {}) });
  let releaseApply: () => void = () => {};
  let applyGate: Promise<void> = Promise.resolve();
  const transport: SyncTransport = {
    push: (body) => fetchTransport.push(body),
    async pull(query) {
      const answer = await fetchTransport.pull(query);
      const token = sentWith;
      await applyGate;
      // Signed out (or another user signed in) while the answer waited: it is not this device's any more.
      if ((await readMirroredToken()) !== token) throw new TransportFailure('network', 'The session changed while the pull waited; not applied.');
      return answer;
    },
  };
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
    releaseApply: () => releaseApply(),
    startOnce(start) {
      if (started) return undefined;
      started = true;
      if (start?.holdApply) {
        applyGate = new Promise<void>((resolve) => {
          releaseApply = resolve;
          setTimeout(resolve, options.holdMaxMs ?? APPLY_HOLD_MAX_MS);
        });
      }
      return drain().then(
        () => undefined,
        (error: unknown) => console.warn('The service worker could not drain the outbox', error),
      );
    },
  };
}
