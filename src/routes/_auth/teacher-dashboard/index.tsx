// /teacher-dashboard opens on the teacher's batches (issue 16, item 1).
import { createFileRoute } from '@tanstack/react-router';
import { BatchesScreen } from '@/features/teaching/components/batches-screen';

export const Route = createFileRoute('/_auth/teacher-dashboard/')({
  component: BatchesScreen,
});
