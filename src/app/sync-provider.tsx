/**
 * The sync engine's life in the React app (DESIGN §2.4): once a session is ready (signed in, the
 * user known, another user's leftovers cleared), and after first paint, it loads the page sync
 * (`src/data/sync/page-sync.ts`, a separate chunk) and starts it; it resumes the engine when the
 * session gets a fresh token (after a 401 pause) and stops it on logout. It also asks the browser
 * to keep the data (`persist`) and shows a toast when the device is out of storage.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { onStorageFull, requestPersistentStorage, STORAGE_FULL_MESSAGE } from '@/data/device-storage';
import type { PageSync } from '@/data/sync/page-sync';
import { useSession } from '@/features/auth/session-context';
import { afterPaint } from '@/ui/after-paint';
import { showToast } from '@/ui/toast';

/** Starts the page sync (the part the provider needs of it). */
export type StartPageSync = () => Pick<PageSync, 'resume' | 'stop'>;

/**
 * Loads the sync code after first paint, off the first load's critical path. Every intent's
 * declaration (./intents.ts) is loaded only when the sync needs one: a refusal to undo, a refused
 * write sent again (a screen that writes declares its own intents when it loads).
 */
export function loadPageSync(): Promise<StartPageSync> {
  return afterPaint()
    .then(() => Promise.all([import('@/data/sync/page-sync'), import('@/data/table-hooks')]))
    .then(([m]) => () => m.startPageSync({ loadIntents: () => import('./intents') }));
}

/** Shows the storage-full toast (one at a time). */
export function showStorageFullToast(): void {
  showToast({ id: 'storage-full', color: 'red', title: 'Out of storage', message: STORAGE_FULL_MESSAGE, autoClose: 10_000 });
}

/** Runs the page sync while a session is ready. `load` is for tests. */
export function SyncProvider({ children, load = loadPageSync }: { children: ReactNode; load?: () => Promise<StartPageSync> }) {
  const ready = useSession((s) => s.matches({ signedIn: 'ready' }));
  const token = useSession((s) => s.context.token);
  const running = useRef<Pick<PageSync, 'resume' | 'stop'> | null>(null);

  useEffect(() => onStorageFull(showStorageFullToast), []);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    load()
      .then((start) => {
        if (cancelled) return;
        running.current = start();
        void requestPersistentStorage();
      })
      .catch((error: unknown) => console.warn('Could not start syncing', error));
    return () => {
      cancelled = true;
      running.current?.stop();
      running.current = null;
    };
  }, [ready, load]);

  // A fresh token (after sign-in again or a refresh) ends a 401 pause.
  useEffect(() => {
    if (token) void running.current?.resume();
  }, [token]);

  return children;
}
