/**
 * The notification bell in the layout (issue 53), loaded after first paint (it opens the local
 * database). Marked busy until it shows its count, so a screen is not taken as ready (by a person's
 * screen reader or a test) while the bell is still to come.
 */
import { lazy } from 'react';
import { ShowAfterPaint } from '@/ui/show-after-paint';

const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));

export function LazyNotificationBell() {
  return (
    <ShowAfterPaint pending={<span aria-busy="true" />}>
      <NotificationBell />
    </ShowAfterPaint>
  );
}
