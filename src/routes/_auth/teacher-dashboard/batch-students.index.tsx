// Batch students: one row per learner of the teacher's batches, `?batch=` to show one (issue 16, item 3).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { BatchStudentsScreen } from '@/features/teaching/components/batch-students-screen';

export const Route = createFileRoute('/_auth/teacher-dashboard/batch-students/')({
  validateSearch: idSearch('batch'),
  component: BatchStudentsRoute,
});

function BatchStudentsRoute() {
  const { batch } = useSearch({ from: '/_auth/teacher-dashboard/batch-students/' });
  return <BatchStudentsScreen batchId={batch} />;
}
