// Profile pages: notifications (with this device's push and the synced settings), language and dates, data on this device, about.
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePagesScreen } from '@/features/auth/components/profile-pages-screen';
import { NotificationSettingsPanel } from '@/features/notifications/components/notification-settings';

function ProfilePages() {
  return <ProfilePagesScreen notifications={<NotificationSettingsPanel />} />;
}

export const Route = createFileRoute('/_auth/profile-pages')({
  component: ProfilePages,
});
