// Teacher dashboard: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/teacher-dashboard/')({
  component: TeacherDashboardScreen,
});

function TeacherDashboardScreen() {
  return <ScreenPlaceholder name="Teacher dashboard" />;
}
