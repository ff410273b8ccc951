// One learner's record for their teacher (issue 16, item 4): outline, attempts, feedback, extensions.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { TeacherRecordScreen } from '@/features/teaching/components/record-screens';

export const Route = createFileRoute('/_auth/teacher-dashboard/batch-students/$enrollment')({
  params: idParams('enrollment'),
  component: StudentRecordRoute,
});

function StudentRecordRoute() {
  const { enrollment } = Route.useParams();
  return <TeacherRecordScreen enrollment={enrollment} />;
}
