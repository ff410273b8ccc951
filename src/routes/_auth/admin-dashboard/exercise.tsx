// Exercises: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/exercise')({
  component: ExercisesScreen,
});

function ExercisesScreen() {
  return <ScreenPlaceholder name="Exercises" />;
}
