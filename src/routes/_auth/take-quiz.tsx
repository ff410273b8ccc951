// Take a quiz: `/take-quiz?quiz=<id>` (the search param checked by hand: no zod in the first load).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { TakeQuizScreen } from '@/features/quizzes/components/take-quiz-screen';

export const Route = createFileRoute('/_auth/take-quiz')({
  validateSearch: idSearch('quiz'),
  component: TakeQuizRoute,
});

function TakeQuizRoute() {
  const { quiz } = useSearch({ from: '/_auth/take-quiz' });
  return <TakeQuizScreen quizId={quiz ?? ''} />;
}
