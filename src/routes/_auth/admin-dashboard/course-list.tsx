// Course list: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/course-list')({
  component: CourseListScreen,
});

function CourseListScreen() {
  return <ScreenPlaceholder name="Course list" />;
}
