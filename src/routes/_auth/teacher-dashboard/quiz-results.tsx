// Quiz results of the teacher's batches (issue 16, item 5), from the local database.
import { createFileRoute } from '@tanstack/react-router';
import { QuizResultsScreen } from '@/features/quiz-analysis/components/quiz-results-screen';

export const Route = createFileRoute('/_auth/teacher-dashboard/quiz-results')({
  component: TeacherQuizResults,
});

function TeacherQuizResults() {
  return <QuizResultsScreen wholeOrganisation={false} />;
}
