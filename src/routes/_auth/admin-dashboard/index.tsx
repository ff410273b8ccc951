// Admin dashboard: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/')({
  component: AdminDashboardScreen,
});

function AdminDashboardScreen() {
  return <ScreenPlaceholder name="Admin dashboard" />;
}
