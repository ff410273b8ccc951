// Quiz result: `/quiz-result?attempt=<id>` (the search param checked by hand: no zod in the first load).
import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { QuizResultScreen } from '@/features/quizzes/components/quiz-result-screen';

export const Route = createFileRoute('/_auth/quiz-result')({
  validateSearch: idSearch('attempt'),
  component: QuizResultRoute,
});

function QuizResultRoute() {
  const { attempt } = Route.useSearch();
  return <QuizResultScreen attemptId={attempt ?? ''} />;
}
