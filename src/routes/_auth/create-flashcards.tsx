// Create flashcards (admin only, SPEC §6): a new deck gets its id here and opens in the editor at
// /flashcards/<id>, so a reload keeps the draft saved on this device under that id.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';

export const Route = createFileRoute('/_auth/create-flashcards')({
  beforeLoad: async ({ context }) => {
    await requireRole(context.session, ['admin']);
    throw redirect({ to: '/flashcards/$flashCardsId', params: { flashCardsId: crypto.randomUUID() }, replace: true });
  },
});
