// Batch students: add, remove and move learners (src/features/admin-people).
import { createFileRoute } from '@tanstack/react-router';
import { BatchStudentsScreen } from '@/features/admin-people/batch-students-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/batch-students/')({
  component: BatchStudentsScreen,
});
