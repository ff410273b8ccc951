// Batches: create, edit, archive (src/features/admin-people).
import { createFileRoute } from '@tanstack/react-router';
import { BatchesScreen } from '@/features/admin-people/batches-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/batches')({
  component: BatchesScreen,
});
