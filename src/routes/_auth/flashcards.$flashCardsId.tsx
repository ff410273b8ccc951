// Edit flashcards (admin only, SPEC §6): the deck editor (issue 18) — drafts on the device, cards
// (basic, reversed, cloze) with tags, Anki import and export, publish as versions.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { DeckEditor } from '@/features/authoring/deck/deck-editor';

export const Route = createFileRoute('/_auth/flashcards/$flashCardsId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('flashCardsId'),
  component: EditFlashcardsScreen,
});

function EditFlashcardsScreen() {
  const { flashCardsId } = Route.useParams();
  return <DeckEditor key={flashCardsId} deckId={flashCardsId} />;
}
