// Quiz result: `/quiz-result?attempt=<id>` (the search param checked by hand: no zod in the first load).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { QuizResultScreen } from '@/features/quizzes/components/quiz-result-screen';

export const Route = createFileRoute('/_auth/quiz-result')({
  validateSearch: idSearch('attempt'),
  component: QuizResultRoute,
});

function QuizResultRoute() {
  const { attempt } = useSearch({ from: '/_auth/quiz-result' });
  return <QuizResultScreen attemptId={attempt ?? ''} />;
}
