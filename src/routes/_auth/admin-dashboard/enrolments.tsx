// Enrolments: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/enrolments')({
  component: EnrolmentsScreen,
});

function EnrolmentsScreen() {
  return <ScreenPlaceholder name="Enrolments" />;
}
