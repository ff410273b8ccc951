// /500: where a render error or a server error lands (public).
import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '@/ui/status-screen';

export const Route = createFileRoute('/500')({
  component: ServerErrorScreen,
});

function ServerErrorScreen() {
  return <StatusScreen title="Something went wrong" text="We could not show this page. Try again in a moment." />;
}
