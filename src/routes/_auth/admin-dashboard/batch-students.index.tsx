// Batch students: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/batch-students/')({
  component: BatchStudentsScreen,
});

function BatchStudentsScreen() {
  return <ScreenPlaceholder name="Batch students" />;
}
