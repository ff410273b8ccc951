// One learner's record for an admin (issue 16, item 4): the teacher's record screen, fed by the on-demand record endpoint.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { AdminRecordScreen } from '@/features/teaching/components/record-screens';

export const Route = createFileRoute('/_auth/admin-dashboard/batch-students/$enrollment')({
  params: idParams('enrollment'),
  component: StudentRecordRoute,
});

function StudentRecordRoute() {
  const { enrollment } = Route.useParams();
  return <AdminRecordScreen enrollment={enrollment} />;
}
