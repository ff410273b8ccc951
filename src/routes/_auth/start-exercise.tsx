// Start exercise: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/start-exercise')({
  component: StartExerciseScreen,
});

function StartExerciseScreen() {
  return <ScreenPlaceholder name="Start exercise" />;
}
