// Course details: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/course-details/$course')({
  params: idParams('course'),
  component: CourseDetailsScreen,
});

function CourseDetailsScreen() {
  return <ScreenPlaceholder name="Course details" />;
}
