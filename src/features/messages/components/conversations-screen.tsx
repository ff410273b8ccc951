/**
 * /conversations: one-to-one conversations, a people list to start one (people the user shares a
 * batch with), and a conversation opened by `conversation=<id>` or `with=<userId>`.
 */
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useChatStream } from '../data/chat-stream';
import { currentSender } from '../data/me';
import { startConversation, usePeople } from '../data/people';
import type { Sender } from '../data/send';
import { conversationTitle, useConversation, useConversations } from '../data/threads';
import { ChatThread } from './chat-thread';
import { ThreadList } from './thread-list';

function ConversationView({ id, me }: { id: string; me: Sender }) {
  const conversation = useConversation(id);
  const target = useMemo(() => ({ kind: 'conversation' as const, id }), [id]);
  if (conversation === undefined) return <Center p="xl"><DelayedLoader label="Loading conversation" /></Center>;
  const title = conversation ? conversationTitle(conversation) : 'Conversation';
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/conversations">← All conversations</Anchor>
      <Title order={1}>{title}</Title>
      {conversation ? <ChatThread target={target} me={me} label={`Messages with ${title}`} /> : <Text c="dimmed">This conversation is not on this device (yet).</Text>}
    </Stack>
  );
}

function StartWith({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    startConversation(userId)
      .then((conversation) => navigate({ to: '/conversations', search: { conversation }, replace: true }))
      .catch(() => setFailed(true));
  }, [userId, navigate]);
  return failed ? <Text c="red">This conversation could not be started. You can message people you share a batch with, while online.</Text>
    : <Center p="xl"><DelayedLoader label="Starting conversation" /></Center>;
}

function People() {
  const people = usePeople();
  const navigate = useNavigate();
  if (people === undefined) return <Loader size="sm" aria-label="Loading people" />;
  if (people === null) return <Text c="dimmed">People you can message show here when you are online.</Text>;
  if (people.length === 0) return <Text c="dimmed">Nobody shares a batch with you yet.</Text>;
  return (
    <Group gap="xs" component="ul" aria-label="People" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {people.map((p) => (
        <li key={p.id}>
          <Button variant="brandSecondary" size="xs" onClick={() => void navigate({ to: '/conversations', search: { with: p.id } })}>
            Message {p.name ?? p.id}
          </Button>
        </li>
      ))}
    </Group>
  );
}

function ConversationList({ me }: { me: Sender }) {
  const conversations = useConversations(me.id);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1}>Conversations</Title>
      <Anchor component={Link} to="/messages">← Chat rooms</Anchor>
      <Title order={2} size="h4">Start a conversation</Title>
      <People />
      <Title order={2} size="h4">Your conversations</Title>
      {conversations === undefined ? <Center p="xl"><DelayedLoader label="Loading conversations" /></Center> : (
        <ThreadList threads={conversations} label="Conversations" empty="No conversations yet."
          onOpen={(conversation) => void navigate({ to: '/conversations', search: { conversation } })} />
      )}
    </Stack>
  );
}

/** The /conversations screen. */
export function ConversationsScreen() {
  const search = useSearch({ strict: false }) as { conversation?: string; with?: string };
  const me = currentSender();
  useChatStream();
  if (!me) return <Center p="xl"><DelayedLoader label="Loading" /></Center>;
  if (search.conversation) return <ConversationView id={search.conversation} me={me} />;
  if (search.with) return <StartWith userId={search.with} />;
  return <ConversationList me={me} />;
}
