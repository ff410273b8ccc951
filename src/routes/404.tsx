// /404: the unknown-path screen (public).
import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '@/ui/status-screen';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});

function NotFoundScreen() {
  return <StatusScreen title="Page not found" text="There is no page at this address, or it is not open to your account." />;
}
