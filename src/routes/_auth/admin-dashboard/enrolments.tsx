// /admin-dashboard/enrolments: requests to decide, filters, direct enrolment (issue 17, item 4).
import { createFileRoute } from '@tanstack/react-router';
import { EnrolmentsScreen } from '@/features/admin-courses/components/enrolments-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/enrolments')({
  component: EnrolmentsScreen,
});
