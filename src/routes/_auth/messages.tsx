// Messages: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/messages')({
  component: MessagesScreen,
});

function MessagesScreen() {
  return <ScreenPlaceholder name="Messages" />;
}
