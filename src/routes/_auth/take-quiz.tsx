// Take a quiz: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/take-quiz')({
  component: TakeAQuizScreen,
});

function TakeAQuizScreen() {
  return <ScreenPlaceholder name="Take a quiz" />;
}
