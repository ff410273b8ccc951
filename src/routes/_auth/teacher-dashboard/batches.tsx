// Batches: every batch the teacher teaches, from the local database (issue 16, item 2).
import { createFileRoute } from '@tanstack/react-router';
import { BatchesScreen } from '@/features/teaching/components/batches-screen';

export const Route = createFileRoute('/_auth/teacher-dashboard/batches')({
  component: BatchesScreen,
});
