// Student enrolment: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/teacher-dashboard/batch-students/$enrollment')({
  params: idParams('enrollment'),
  component: StudentEnrolmentScreen,
});

function StudentEnrolmentScreen() {
  return <ScreenPlaceholder name="Student enrolment" />;
}
