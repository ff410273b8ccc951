// Conversations: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/conversations')({
  component: ConversationsScreen,
});

function ConversationsScreen() {
  return <ScreenPlaceholder name="Conversations" />;
}
