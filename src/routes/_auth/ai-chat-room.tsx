// AI chat room: the tutor chat (features/ai-chat), its own lazy chunk.
import { createFileRoute } from '@tanstack/react-router';
import { AiChatRoom } from '@/features/ai-chat/components/ai-chat-room';

export const Route = createFileRoute('/_auth/ai-chat-room')({
  component: AiChatRoom,
});
