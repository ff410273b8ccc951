// Take a quiz: `/take-quiz?quiz=<id>` (the search param checked by hand: no zod in the first load).
import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { TakeQuizScreen } from '@/features/quizzes/components/take-quiz-screen';

export const Route = createFileRoute('/_auth/take-quiz')({
  validateSearch: idSearch('quiz'),
  component: TakeQuizRoute,
});

function TakeQuizRoute() {
  const { quiz } = Route.useSearch();
  return <TakeQuizScreen quizId={quiz ?? ''} />;
}
