/**
 * /messages: the user's chat rooms with a search, and a room opened by the `room` search param.
 * Everything is read from the local database; the live stream keeps it current while open.
 */
import { useMemo, useState } from 'react';
import { Anchor, Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useChatStream } from '../data/chat-stream';
import { currentSender } from '../data/me';
import type { Sender } from '../data/send';
import { canCreateRooms } from '../data/rooms';
import { useChatRooms, useRoom } from '../data/threads';
import { ChatThread } from './chat-thread';
import { CreateRoom } from './create-room';
import { ThreadList } from './thread-list';
import { messagesNs } from '../messages/en';

function RoomView({ id, me }: { id: string; me: Sender }) {
  const { t } = useTranslation(messagesNs);
  const room = useRoom(id);
  const target = useMemo(() => ({ kind: 'room' as const, id }), [id]);
  if (room === undefined) return <Center p="xl"><DelayedLoader label={t('loadingRoom')} /></Center>;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/messages">{t('allRooms')}</Anchor>
      <Title order={1}>{room?.name ?? t('chatRoom')}</Title>
      {room?.description ? <Text c="dimmed">{room.description}</Text> : null}
      {room === null ? <Text c="dimmed">{t('roomNotHere')}</Text> : null}
      {room ? <ChatThread target={target} me={me} label={t('messagesIn', { name: room.name })} /> : null}
    </Stack>
  );
}

function RoomList({ me }: { me: Sender }) {
  const { t } = useTranslation(messagesNs);
  const [search, setSearch] = useState('');
  const state = useChatRooms(search, me.id);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const open = (room: string) => void navigate({ to: '/messages', search: { room } });
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Anchor component={Link} to="/conversations">{t('conversationsLink')}</Anchor>
      {canCreateRooms() ? (
        creating ? <CreateRoom onCreated={open} /> : <Button variant="brandSecondary" onClick={() => setCreating(true)} w="fit-content">{t('newRoom')}</Button>
      ) : null}
      <TextInput variant="pill" label={t('searchRooms')} placeholder={t('searchByName')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {state.loading ? (
        <Center p="xl"><DelayedLoader label={t('loadingRooms')} /></Center>
      ) : (
        <ThreadList
          threads={state.rooms}
          label={t('chatRooms')}
          empty={state.search ? t('noRoomMatch') : t('noRooms')}
          onOpen={open}
        />
      )}
    </Stack>
  );
}

/** The /messages screen. */
export function MessagesScreen() {
  const { room } = useSearch({ strict: false }) as { room?: string };
  const { t } = useTranslation(messagesNs);
  const me = currentSender();
  useChatStream();
  if (!me) return <Center p="xl"><DelayedLoader label={t('loading')} /></Center>;
  return room ? <RoomView id={room} me={me} /> : <RoomList me={me} />;
}
