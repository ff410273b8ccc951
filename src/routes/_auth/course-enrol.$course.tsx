// Course enrolment: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/course-enrol/$course')({
  params: idParams('course'),
  component: CourseEnrolmentScreen,
});

function CourseEnrolmentScreen() {
  return <ScreenPlaceholder name="Course enrolment" />;
}
