// Edit quiz (admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/quizess/$quizId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('quizId'),
  component: EditQuizScreen,
});

function EditQuizScreen() {
  return <ScreenPlaceholder name="Edit quiz" />;
}
