// Messages: the user's chat rooms; `?room=<id>` opens one.
import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '@/app/search-params';
import { MessagesScreen } from '@/features/messages/components/messages-screen';

export const Route = createFileRoute('/_auth/messages')({
  validateSearch: idSearch('room'),
  component: MessagesScreen,
});
