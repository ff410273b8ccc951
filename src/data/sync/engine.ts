/**
 * The sync engine shared by the page and the service worker: `sync()` drains the outbox, then
 * pulls, under the 'outbox' lock. Transient failures are retried with backoff and jitter, a 401
 * pauses until `resume()` (a fresh token), and the outcome is published for the status UI.
 */
import { backoffDelay } from './backoff';
import { drainOutbox } from './drain';
import { pullChanges } from './pull';
import { runExclusive } from './run-exclusive';
import { TransportFailure, type SyncTransport } from './transport';

/** What the engine is doing, for the status UI. */
export interface SyncActivity {
  phase: 'idle' | 'syncing' | 'retrying' | 'paused';
  /** Why the last attempt failed, in words a learner can read. */
  lastError?: string;
  /** When the next retry is due (epoch ms), in the 'retrying' phase. */
  nextRetryAt?: number;
}

/** A running engine. */
export interface SyncEngine {
  /** Drains and pulls now (no-op while another drain runs, while paused for a token, or once stopped). */
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

  const scheduleRetry = (reason: string, retryAfterMs?: number) => {
    if (stopped) return;
    const delay = retryAfterMs ?? backoffDelay(attempt, options.random);
    attempt += 1;
    if (timer) clearTimer(timer);
    timer = setTimer(() => void engine.sync(), delay);
    publish({ phase: 'retrying', lastError: reason, nextRetryAt: Date.now() + delay });
  };

  const runOnce = async () => {
    publish({ phase: 'syncing' });
    const drained = await drainOutbox(transport);
    if (drained.kind === 'unauthorized') return publish({ phase: 'paused', lastError: 'Waiting for you to sign in again.' });
    if (drained.kind === 'retry') return scheduleRetry(drained.reason, drained.retryAfterMs);
    try {
      await pullChanges(transport);
    } catch (error) {
      if (error instanceof TransportFailure && error.kind === 'unauthorized') return publish({ phase: 'paused', lastError: 'Waiting for you to sign in again.' });
      if (!(error instanceof TransportFailure)) options.onError?.(error);
      return scheduleRetry(error instanceof Error ? error.message : String(error), error instanceof TransportFailure ? error.retryAfterMs : undefined);
    }
    attempt = 0;
    publish({ phase: 'idle' });
  };

  const engine: SyncEngine = {
    async sync() {
      if (stopped || activity.phase === 'paused') return;
      if (timer) clearTimer(timer);
      timer = undefined;
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
