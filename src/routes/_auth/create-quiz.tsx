// Create quiz (admin only, SPEC §6): a new quiz gets its id here and opens in the editor at
// /quizess/<id>, so a reload keeps the draft saved on this device under that id.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';

export const Route = createFileRoute('/_auth/create-quiz')({
  beforeLoad: async ({ context }) => {
    await requireRole(context.session, ['admin']);
    throw redirect({ to: '/quizess/$quizId', params: { quizId: crypto.randomUUID() }, replace: true });
  },
});
