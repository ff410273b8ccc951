// Conversations: one-to-one chats; `?conversation=<id>` opens one, `?with=<userId>` starts one.
import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { ConversationsScreen } from '@/features/messages/components/conversations-screen';

export const Route = createFileRoute('/_auth/conversations')({
  validateSearch: idSearch('conversation', 'with'),
  component: ConversationsScreen,
});
