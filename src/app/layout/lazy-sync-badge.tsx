/** The compact sync status in the layout, loaded after first paint (it opens the local database). */
import { lazy } from 'react';
import { ShowAfterPaint } from '@/ui/show-after-paint';

const SyncBadge = lazy(() => import('@/features/sync-status/components/sync-badge'));

/** The compact sync status, from shortly after first paint on. */
export function LazySyncBadge({ compact = false }: { compact?: boolean }) {
  return (
    <ShowAfterPaint>
      <SyncBadge compact={compact} />
    </ShowAfterPaint>
  );
}
