// Start exercise: practice exercises (`?exercise=`), flashcard study (`?deck=`), or the list of both.
import { createFileRoute } from '@tanstack/react-router';
import { StartExerciseScreen } from '@/features/practice/components/start-exercise-screen';

/** The search params, checked by hand (no zod on the route tree the first load carries). */
function practiceSearch(search: Record<string, unknown>): { exercise?: string; deck?: string } {
  const id = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined);
  const exercise = id(search.exercise);
  const deck = id(search.deck);
  return { ...(exercise ? { exercise } : {}), ...(deck ? { deck } : {}) };
}

export const Route = createFileRoute('/_auth/start-exercise')({
  validateSearch: practiceSearch,
  component: StartExerciseRoute,
});

function StartExerciseRoute() {
  const search = Route.useSearch();
  return <StartExerciseScreen {...search} />;
}
