// Batches: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/teacher-dashboard/batches')({
  component: BatchesScreen,
});

function BatchesScreen() {
  return <ScreenPlaceholder name="Batches" />;
}
