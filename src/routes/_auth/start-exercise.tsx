// Start exercise: practice exercises (`?exercise=`), flashcard study (`?deck=`), or the list of both
// (search params checked by hand: no zod on the route tree the first load carries).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { StartExerciseScreen } from '@/features/practice/components/start-exercise-screen';

export const Route = createFileRoute('/_auth/start-exercise')({
  validateSearch: idSearch('exercise', 'deck'),
  component: StartExerciseRoute,
});

function StartExerciseRoute() {
  const search = useSearch({ from: '/_auth/start-exercise' });
  return <StartExerciseScreen {...search} />;
}
