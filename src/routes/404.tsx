// /404: the unknown-path screen (public); signed in, it sits inside the app layout with its navigation.
import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '@/ui/status-screen';
import { AppLayout } from '@/app/layout/app-layout';
import { useSession } from '@/features/auth/session-context';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});

const TEXT = 'There is no page at this address, or it is not open to your account.';

function NotFoundScreen() {
  const signedIn = useSession((s) => s.matches('signedIn'));
  if (!signedIn) return <StatusScreen title="Page not found" text={TEXT} />;
  return (
    <AppLayout>
      <StatusScreen title="Page not found" text={TEXT} inLayout />
    </AppLayout>
  );
}
