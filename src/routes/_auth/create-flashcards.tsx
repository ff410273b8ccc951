// Create flashcards (admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/create-flashcards')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  component: CreateFlashcardsScreen,
});

function CreateFlashcardsScreen() {
  return <ScreenPlaceholder name="Create flashcards" />;
}
