// Edit exercise (admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/exercises/$exerciseId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('exerciseId'),
  component: EditExerciseScreen,
});

function EditExerciseScreen() {
  return <ScreenPlaceholder name="Edit exercise" />;
}
