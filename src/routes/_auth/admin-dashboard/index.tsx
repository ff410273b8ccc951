// Admin dashboard: links to every admin screen and what needs attention (src/features/admin-people).
import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '@/features/admin-people/admin-home';

export const Route = createFileRoute('/_auth/admin-dashboard/')({
  component: AdminHome,
});
