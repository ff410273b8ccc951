// Flashcards: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/flashcards')({
  component: FlashcardsScreen,
});

function FlashcardsScreen() {
  return <ScreenPlaceholder name="Flashcards" />;
}
