// Create exercise (admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/create-exercise')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  component: CreateExerciseScreen,
});

function CreateExerciseScreen() {
  return <ScreenPlaceholder name="Create exercise" />;
}
