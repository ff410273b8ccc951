// Quiz result: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/quiz-result')({
  component: QuizResultScreen,
});

function QuizResultScreen() {
  return <ScreenPlaceholder name="Quiz result" />;
}
