// /admin-dashboard/add-access: grant and revoke course access, with expiry (issue 17, item 6).
import { createFileRoute } from '@tanstack/react-router';
import { AccessScreen } from '@/features/admin-courses/components/access-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/add-access')({
  component: AccessScreen,
});
