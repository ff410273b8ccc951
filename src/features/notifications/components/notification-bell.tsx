/**
 * The bell in the header (issue 53): the unread count, and on press the notification centre
 * (notification-centre.tsx, loaded then). Reads only the synced `notifications` table, so it works
 * without push permission and offline; the installed app's badge follows the count.
 */
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/data/notifications';
import { notificationsNs } from '../messages/en';

const NotificationCentre = lazy(() => import('./notification-centre'));

/** Keeps the installed app's icon badge equal to the unread count (where the browser supports it). */
function useAppBadge(unread: number) {
  useEffect(() => {
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (unread > 0) void nav.setAppBadge?.(unread).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [unread]);
}

export default function NotificationBell() {
  const { t } = useTranslation(notificationsNs);
  const counted = useUnreadCount();
  const unread = counted ?? 0;
  const [pressed, setPressed] = useState(false);
  useAppBadge(unread);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('notifications');
  const button = (onClick: () => void) => (
    <ActionIcon variant="subtle" color="brand" size="lg" aria-label={label} aria-haspopup="dialog" title={t('notifications')} onClick={onClick}>
      <IconBell size={22} aria-hidden="true" />
    </ActionIcon>
  );
  const untilLoaded = button(() => setPressed(true));
  return (
    // The count sits outside the popover: Popover.Target gives its child aria-expanded, which only the button may carry.
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="brandRed.7" offset={4} aria-busy={counted === undefined || undefined}>
      {pressed ? (
        <Suspense fallback={untilLoaded}>
          <NotificationCentre button={button} unread={unread} />
        </Suspense>
      ) : (
        untilLoaded
      )}
    </Indicator>
  );
}
