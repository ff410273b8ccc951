// Create exercise (admin only, SPEC §6): a new exercise gets its id here and opens in the editor at
// /exercises/<id>, so a reload keeps the draft saved on this device under that id.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';

export const Route = createFileRoute('/_auth/create-exercise')({
  beforeLoad: async ({ context }) => {
    await requireRole(context.session, ['admin']);
    throw redirect({ to: '/exercises/$exerciseId', params: { exerciseId: crypto.randomUUID() }, replace: true });
  },
});
