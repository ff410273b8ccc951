// Quizzes: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/quizess')({
  component: QuizzesScreen,
});

function QuizzesScreen() {
  return <ScreenPlaceholder name="Quizzes" />;
}
