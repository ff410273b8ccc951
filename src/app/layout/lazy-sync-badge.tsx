/** The compact sync status in the layout, loaded after first paint (it opens the local database). */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '@/ui/after-paint';

const SyncBadge = lazy(() => import('@/features/sync-status/components/sync-badge'));

/** The compact sync status, from shortly after first paint on. */
export function LazySyncBadge() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setShow(true));
    return () => {
      live = false;
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <SyncBadge />
    </Suspense>
  ) : null;
}
