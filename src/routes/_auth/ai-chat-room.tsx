// AI chat room: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/ai-chat-room')({
  component: AIChatRoomScreen,
});

function AIChatRoomScreen() {
  return <ScreenPlaceholder name="AI chat room" />;
}
