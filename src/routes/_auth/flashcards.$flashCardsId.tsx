// Edit flashcards (admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/flashcards/$flashCardsId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('flashCardsId'),
  component: EditFlashcardsScreen,
});

function EditFlashcardsScreen() {
  return <ScreenPlaceholder name="Edit flashcards" />;
}
