/**
 * /messages: the user's chat rooms with a search, and a room opened by the `room` search param.
 * Everything is read from the local database; the live stream keeps it current while open.
 */
import { useMemo, useState } from 'react';
import { Anchor, Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useChatStream } from '../data/chat-stream';
import { currentSender } from '../data/me';
import type { Sender } from '../data/send';
import { canCreateRooms } from '../data/rooms';
import { useChatRooms, useRoom } from '../data/threads';
import { ChatThread } from './chat-thread';
import { CreateRoom } from './create-room';
import { ThreadList } from './thread-list';

function RoomView({ id, me }: { id: string; me: Sender }) {
  const room = useRoom(id);
  const target = useMemo(() => ({ kind: 'room' as const, id }), [id]);
  if (room === undefined) return <Center p="xl"><DelayedLoader label="Loading room" /></Center>;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/messages">← All rooms</Anchor>
      <Title order={1}>{room?.name ?? 'Chat room'}</Title>
      {room?.description ? <Text c="dimmed">{room.description}</Text> : null}
      {room === null ? <Text c="dimmed">This room is not on this device (yet). It appears after the next sync if you are a member.</Text> : null}
      {room ? <ChatThread target={target} me={me} label={`Messages in ${room.name}`} /> : null}
    </Stack>
  );
}

function RoomList({ me }: { me: Sender }) {
  const [search, setSearch] = useState('');
  const state = useChatRooms(search, me.id);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const open = (room: string) => void navigate({ to: '/messages', search: { room } });
  return (
    <Stack gap="md">
      <Title order={1}>Messages</Title>
      <Anchor component={Link} to="/conversations">Conversations →</Anchor>
      {canCreateRooms() ? (
        creating ? <CreateRoom onCreated={open} /> : <Button variant="brandSecondary" onClick={() => setCreating(true)} w="fit-content">New room</Button>
      ) : null}
      <TextInput variant="pill" label="Search rooms" placeholder="Search by name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {state.loading ? (
        <Center p="xl"><DelayedLoader label="Loading rooms" /></Center>
      ) : (
        <ThreadList
          threads={state.rooms}
          label="Chat rooms"
          empty={state.search ? 'No room matches your search.' : 'No chat rooms yet — they appear after your first sync.'}
          onOpen={open}
        />
      )}
    </Stack>
  );
}

/** The /messages screen. */
export function MessagesScreen() {
  const { room } = useSearch({ strict: false }) as { room?: string };
  const me = currentSender();
  useChatStream();
  if (!me) return <Center p="xl"><DelayedLoader label="Loading" /></Center>;
  return room ? <RoomView id={room} me={me} /> : <RoomList me={me} />;
}
