/**
 * /conversations: one-to-one conversations, a people list to start one (people the user shares a
 * batch with), and a conversation opened by `conversation=<id>` or `with=<userId>`.
 */
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useChatStream } from '../data/chat-stream';
import { currentSender } from '../data/me';
import { startConversation, usePeople } from '../data/people';
import type { Sender } from '../data/send';
import { conversationTitle, useConversation, useConversations } from '../data/threads';
import { ChatThread } from './chat-thread';
import { ThreadList } from './thread-list';
import { messagesNs } from '../messages/en';

function ConversationView({ id, me }: { id: string; me: Sender }) {
  const { t } = useTranslation(messagesNs);
  const conversation = useConversation(id);
  const target = useMemo(() => ({ kind: 'conversation' as const, id }), [id]);
  if (conversation === undefined) return <Center p="xl"><DelayedLoader label={t('loadingConversation')} /></Center>;
  const title = conversation ? conversationTitle(conversation) : t('conversation');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/conversations">{t('allConversations')}</Anchor>
      <Title order={1}>{title}</Title>
      {conversation ? <ChatThread target={target} me={me} label={t('messagesWith', { title })} /> : <Text c="dimmed">{t('conversationNotHere')}</Text>}
    </Stack>
  );
}

function StartWith({ userId }: { userId: string }) {
  const { t } = useTranslation(messagesNs);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    startConversation(userId)
      .then((conversation) => navigate({ to: '/conversations', search: { conversation }, replace: true }))
      .catch(() => setFailed(true));
  }, [userId, navigate]);
  return failed ? <Text c="red">{t('startFailed')}</Text>
    : <Center p="xl"><DelayedLoader label={t('startingConversation')} /></Center>;
}

function People() {
  const { t } = useTranslation(messagesNs);
  const people = usePeople();
  const navigate = useNavigate();
  if (people === undefined) return <Loader size="sm" aria-label={t('loadingPeople')} />;
  if (people === null) return <Text c="dimmed">{t('peopleOffline')}</Text>;
  if (people.length === 0) return <Text c="dimmed">{t('nobody')}</Text>;
  return (
    <Group gap="xs" component="ul" aria-label={t('people')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {people.map((p) => (
        <li key={p.id}>
          <Button variant="brandSecondary" size="xs" onClick={() => void navigate({ to: '/conversations', search: { with: p.id } })}>
            {t('messagePerson', { name: p.name ?? p.id })}
          </Button>
        </li>
      ))}
    </Group>
  );
}

function ConversationList({ me }: { me: Sender }) {
  const { t } = useTranslation(messagesNs);
  const conversations = useConversations(me.id);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1}>{t('conversations')}</Title>
      <Anchor component={Link} to="/messages">{t('chatRoomsLink')}</Anchor>
      <Title order={2} size="h4">{t('startConversation')}</Title>
      <People />
      <Title order={2} size="h4">{t('yourConversations')}</Title>
      {conversations === undefined ? <Center p="xl"><DelayedLoader label={t('loadingConversations')} /></Center> : (
        <ThreadList threads={conversations} label={t('conversations')} empty={t('noConversations')}
          onOpen={(conversation) => void navigate({ to: '/conversations', search: { conversation } })} />
      )}
    </Stack>
  );
}

/** The /conversations screen. */
export function ConversationsScreen() {
  const search = useSearch({ strict: false }) as { conversation?: string; with?: string };
  const { t } = useTranslation(messagesNs);
  const me = currentSender();
  useChatStream();
  if (!me) return <Center p="xl"><DelayedLoader label={t('loading')} /></Center>;
  if (search.conversation) return <ConversationView id={search.conversation} me={me} />;
  if (search.with) return <StartWith userId={search.with} />;
  return <ConversationList me={me} />;
}
