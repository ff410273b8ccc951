/**
 * The data layer's life in the page: after first paint it mirrors the session token into the
 * local database for the service worker (DESIGN §3) whenever the token changes. The database is
 * opened only when the mirror is out of date, so an ordinary start does not load it. The UI reads
 * the local database through each feature's `data/` hooks (DESIGN §2.1), not through this provider.
 */
import { useEffect, type ReactNode } from 'react';
import { needsMirror } from '@/data/session-storage';
import { useSession } from '@/features/auth/session-context';
import { afterPaint } from '@/ui/after-paint';

/** Keeps the service worker's copy of the session token current while the app runs. */
export function DataProvider({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.context.token);
  useEffect(() => {
    if (!needsMirror(token)) return;
    let cancelled = false;
    afterPaint()
      .then(() => import('@/data/local-data'))
      .then((m) => (cancelled ? undefined : m.mirrorSessionToken(token)))
      .catch((error: unknown) => console.warn('Could not mirror the session for the service worker', error));
    return () => {
      cancelled = true;
    };
  }, [token]);
  return children;
}
