// Quiz results of the whole organisation (issue 17, item 7): the teacher's screen with a course filter.
import { createFileRoute } from '@tanstack/react-router';
import { QuizResultsScreen } from '@/features/quiz-analysis/components/quiz-results-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/quiz-results')({
  component: AdminQuizResults,
});

function AdminQuizResults() {
  return <QuizResultsScreen wholeOrganisation />;
}
