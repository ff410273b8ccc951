/** Mounts the toast container once the first toast is asked for, so its code is not part of the first load. */
import { lazy, Suspense } from 'react';
import { useToastsRequested } from '@/ui/toast';

const Toasts = lazy(() => import('./toasts'));

/** The toast container, from the first toast on. */
export function LazyToasts() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
