/**
 * The sync engine's life in a page (DESIGN §2.4): one engine over the fetch transport, woken at
 * start, when the network comes back, when the page becomes visible again, every 30 s while the
 * page is open, right after every local write (which also asks the service worker for a
 * Background Sync, so the outbox drains even if the page closes), and soon after the server's pull
 * hint says another device changed something (pull-hints.ts; at most one sync per hint delay). The app loads this module after
 * first paint and only for a signed-in session; `stop()` on logout ends it all.
 */
import { getSessionToken } from '../api-client';
import { reportIfStorageFull } from '../device-storage';
import { organisationId } from '../settings';
import { createSyncEngine, type SyncEngine } from './engine';
import { createFetchTransport } from './fetch-transport';
import { loadIntentsWith } from './intents';
import { onEnqueued } from './outbox';
import { listenForPullHints, type PullHintSource } from './pull-hints';
import type { SyncTransport } from './transport';
import { OUTBOX_SYNC_TAG } from './wake-tags';

/** How often an open page syncs while nothing else wakes it. */
export const PAGE_SYNC_INTERVAL_MS = 30_000;

/** How long a pull hint waits, gathering others, before it syncs. */
export const PULL_HINT_DELAY_MS = 1_000;

/** What `startPageSync` can be given (tests pass fakes; the page uses the defaults). */
export interface PageSyncOptions {
  transport?: SyncTransport;
  intervalMs?: number;
  window?: Window;
  document?: Document;
  /** Asks the service worker to drain when the browser next has a connection. */
  registerBackgroundSync?: () => Promise<void>;
  /** The server's pull hints (default: its event stream). */
  pullHints?: PullHintSource;
  hintDelayMs?: number;
  /** Loads every write intent's declaration (the app's list), when a refusal must be undone or a refused write is sent again. */
  loadIntents?: () => Promise<unknown>;
  /** Told about failures that are not the network's (the quota error is also reported as storage full). */
  onError?: (error: unknown) => void;
}

/** The running page sync. */
export interface PageSync {
  engine: SyncEngine;
  /** Syncs now; a request during a running sync runs once more after it. */
  sync(): Promise<void>;
  /** After the session got a fresh token: leave a 401 pause and sync. */
  resume(): Promise<void>;
  /** Removes every listener and timer and stops the engine. */
  stop(): void;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Registers the 'outbox' Background Sync where the browser has it (Chromium); elsewhere does nothing. */
export async function registerOutboxBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // getRegistration (not `ready`, which never settles without a worker, e.g. in development).
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}

/** The page's transport: the session's token rule (fresh Firebase token, else the stored one) and the build's organisation. */
export function createPageTransport(): SyncTransport {
  return createFetchTransport({ getToken: getSessionToken, organisationId: organisationId() });
}

/**
 * Wraps a transport so that nothing answered after `stop()` reaches the database: a pull landing
 * after logout must not refill the tables the logout just cleared.
 */
function stoppable(transport: SyncTransport, isStopped: () => boolean): SyncTransport {
  const guard = <T>(answer: T): T => {
    if (isStopped()) throw new Error('Sync stopped.');
    return answer;
  };
  return {
    push: async (body) => guard(await transport.push(body)),
    pull: async (query) => guard(await transport.pull(query)),
  };
}

/** Starts syncing the page: syncs once now, then on every wake-up until `stop()`. */
export function startPageSync(options: PageSyncOptions = {}): PageSync {
  const win = options.window ?? window;
  if (options.loadIntents) loadIntentsWith(options.loadIntents);
  const doc = options.document ?? document;
  const registerBackgroundSync = options.registerBackgroundSync ?? registerOutboxBackgroundSync;
  const report = (error: unknown) => {
    reportIfStorageFull(error);
    options.onError?.(error);
  };
  let stopped = false;
  const engine = createSyncEngine(stoppable(options.transport ?? createPageTransport(), () => stopped), { onError: report });

  let running: Promise<void> | null = null;
  let again = false;
  let unpause = false;
  const sync = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          if (unpause) {
            unpause = false;
            await engine.resume();
          } else {
            await engine.sync();
          }
        } catch (error) {
          if (!stopped) report(error);
        }
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };

  const onOnline = () => void sync();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void sync();
  };
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisibility);
  const interval = setInterval(() => void sync(), options.intervalMs ?? PAGE_SYNC_INTERVAL_MS);
  const stopEnqueued = onEnqueued(() => {
    void sync();
    registerBackgroundSync().catch(() => {});
  });

  let hinted: ReturnType<typeof setTimeout> | undefined;
  const stopHints = (options.pullHints ?? listenForPullHints)(() => {
    hinted ??= setTimeout(() => {
      hinted = undefined;
      void sync();
    }, options.hintDelayMs ?? PULL_HINT_DELAY_MS);
  });

  void sync();

  return {
    engine,
    sync,
    resume() {
      if (engine.activity().phase === 'paused') unpause = true;
      return sync();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
      stopEnqueued();
      stopHints();
      clearTimeout(hinted);
      engine.stop();
    },
  };
}
