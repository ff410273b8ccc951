// The auth gate (SPEC §2): every signed-in route sits under it, inside the app layout.
import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/gates';
import { AppLayout } from '@/app/layout/app-layout';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  component: AppLayout,
});
