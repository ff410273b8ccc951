/** The notification bell in the layout (issue 53), loaded after first paint (it opens the local database). */
import { lazy } from 'react';
import { ShowAfterPaint } from '@/ui/show-after-paint';

const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));

export function LazyNotificationBell() {
  return (
    <ShowAfterPaint>
      <NotificationBell />
    </ShowAfterPaint>
  );
}
