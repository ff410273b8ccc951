/**
 * The sync engine shared by the page and the service worker: `sync()` drains the outbox, then
 * pulls, under the 'outbox' lock (right after the holder, when another context holds it).
 * Transient failures are retried with backoff and jitter, a 429 makes it wait at least the
 * server's Retry-After (kept in the database, so the service worker and every wake-up hold back
 * too), a 401 pauses until `resume()` (a fresh token), and the outcome is published for the status
 * UI. A push or pull answer showing that the server lost acknowledged writes starts a recovery.
 */
import { backoffDelay } from './backoff';
import { drainOutbox } from './drain';
import { hasPending } from './outbox';
import { pullChanges } from './pull';
import { recoverFromServerLoss } from './recovery';
import { runExclusive } from './run-exclusive';
import { getLastSyncedAt, getWaitUntil, setWaitUntil } from './sync-state';
import { TransportFailure, type SyncTransport } from './transport';

/** What the engine is doing, for the status UI. */
export interface SyncActivity {
  /** 'waiting': the server is busy (429) and asked for a pause; nothing failed. */
  phase: 'idle' | 'syncing' | 'retrying' | 'waiting' | 'paused';
  /** Why the last attempt failed, in words a learner can read. */
  lastError?: string;
  /** When the next retry is due (epoch ms), in the 'retrying' and 'waiting' phases. */
  nextRetryAt?: number;
}

/** A running engine. */
export interface SyncEngine {
  /** Drains and pulls now, or right after another context's sync (no-op while paused for a token, or once stopped). */
  sync(): Promise<void>;
  /** Leaves the 'paused' phase after the session got a fresh token, and syncs. */
  resume(): Promise<void>;
  activity(): SyncActivity;
  subscribe(listener: (activity: SyncActivity) => void): () => void;
  /** Ends the engine for good: no retry timer, no further sync (a drain in flight finishes). */
  stop(): void;
}

/** Creates an engine around a transport. `random` and timers are injectable for tests. */
export function createSyncEngine(
  transport: SyncTransport,
  options: {
    random?: () => number;
    setTimer?: typeof setTimeout;
    clearTimer?: typeof clearTimeout;
    /** Told about a failure that is not the network's (e.g. the device is out of storage during a pull). */
    onError?: (error: unknown) => void;
  } = {},
): SyncEngine {
  const setTimer = options.setTimer ?? setTimeout;
  const clearTimer = options.clearTimer ?? clearTimeout;
  let activity: SyncActivity = { phase: 'idle' };
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const listeners = new Set<(a: SyncActivity) => void>();
  const publish = (next: SyncActivity) => {
    activity = next;
    listeners.forEach((listener) => listener(activity));
  };

  const scheduleRetry = (reason: string, retryAfterMs?: number, throttled = false) => {
    if (stopped) return;
    // Never sooner than the server asked; up to a second of jitter after it, so devices do not return in step.
    const delay = retryAfterMs === undefined ? backoffDelay(attempt, options.random) : retryAfterMs + backoffDelay(0, options.random);
    attempt += 1;
    if (timer) clearTimer(timer);
    timer = setTimer(() => void engine.sync(), delay);
    publish({ phase: throttled ? 'waiting' : 'retrying', lastError: reason, nextRetryAt: Date.now() + delay });
  };

  /** Milliseconds still to wait after a 429 (0: none); an ended wait is cleared. */
  const remainingWait = async () => {
    const until = await getWaitUntil();
    if (until === null) return 0;
    if (until > Date.now()) return until - Date.now();
    await setWaitUntil(null);
    return 0;
  };

  /** The last pull's time when a sync was last asked for (see {@link runOnce}). */
  let pulledBeforeAsked: string | null = null;

  /**
   * One drain and pull. A sync that waited for another context's (run-exclusive.ts) skips its own
   * when that one pulled after this was asked for and nothing waits to be sent. A holder that did
   * not pull (it failed, or its engine was stopped at a logout) leaves the pull to this one.
   */
  const runOnce = async (waited: boolean) => {
    // It may have waited for another context's sync, and the engine stopped meanwhile.
    if (stopped) return;
    if (waited && !(await hasPending()) && (await getLastSyncedAt()) !== pulledBeforeAsked) return;
    const waitMs = await remainingWait();
    if (waitMs > 0) return scheduleRetry('The server is busy; waiting before sending again.', waitMs, true);
    publish({ phase: 'syncing' });
    const drained = await drainOutbox(transport);
    if (drained.kind === 'unauthorized') return publish({ phase: 'paused', lastError: 'Waiting for you to sign in again.' });
    if (drained.kind === 'retry' && drained.throttled) {
      const wait = drained.retryAfterMs ?? backoffDelay(attempt, options.random);
      await setWaitUntil(Date.now() + wait);
      return scheduleRetry(drained.reason, wait, true);
    }
    if (drained.kind === 'retry') return scheduleRetry(drained.reason, drained.retryAfterMs);
    let pulled: Awaited<ReturnType<typeof pullChanges>>;
    try {
      pulled = await pullChanges(transport);
    } catch (error) {
      if (error instanceof TransportFailure && error.kind === 'unauthorized') return publish({ phase: 'paused', lastError: 'Waiting for you to sign in again.' });
      if (!(error instanceof TransportFailure)) options.onError?.(error);
      const failure = error instanceof TransportFailure ? error : undefined;
      return scheduleRetry(error instanceof Error ? error.message : String(error), failure?.retryAfterMs, failure?.kind === 'throttled');
    }
    // The server lost writes it had acknowledged (restored from a backup): the device recovered
    // (recovery.ts) and sends what waits under the new ids, then pulls everything afresh.
    if (await recoverFromServerLoss(pulled.lastMutationId)) return runOnce(false);
    attempt = 0;
    publish({ phase: 'idle' });
  };

  const engine: SyncEngine = {
    async sync() {
      if (stopped || activity.phase === 'paused') return;
      if (timer) clearTimer(timer);
      timer = undefined;
      pulledBeforeAsked = await getLastSyncedAt();
      await runExclusive(runOnce);
    },
    async resume() {
      if (activity.phase === 'paused') publish({ phase: 'idle' });
      await engine.sync();
    },
    activity: () => activity,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer) clearTimer(timer);
      timer = undefined;
      listeners.clear();
    },
  };
  return engine;
}
