// Edit exercise (admin only, SPEC §6): the exercise editor (issue 18, item 5) — drafts on the device,
// items with hints, a mastery rule, publish as the next version.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { ExerciseEditor } from '@/features/authoring/exercise/exercise-editor';

export const Route = createFileRoute('/_auth/exercises/$exerciseId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('exerciseId'),
  component: EditExerciseScreen,
});

function EditExerciseScreen() {
  const { exerciseId } = Route.useParams();
  return <ExerciseEditor key={exerciseId} exerciseId={exerciseId} />;
}
