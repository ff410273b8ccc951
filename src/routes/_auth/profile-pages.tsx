// Profile pages: notifications, language and dates, data on this device, about (what the product really does).
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePagesScreen } from '@/features/auth/components/profile-pages-screen';

export const Route = createFileRoute('/_auth/profile-pages')({
  component: ProfilePagesScreen,
});
