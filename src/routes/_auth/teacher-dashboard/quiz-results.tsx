// Quiz results: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/teacher-dashboard/quiz-results')({
  component: QuizResultsScreen,
});

function QuizResultsScreen() {
  return <ScreenPlaceholder name="Quiz results" />;
}
