// The chat rooms state (SPEC §3: rooms, search, loading): live from Dexie, with unread counts from
// the local last-read marker, newest activity first, filtered by the search.
import { beforeEach, expect, test } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db, type RoomRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { threadUrl } from '@contract/notification-kinds';
import { countUnread, markRead } from '@/features/messages/data/reads';
import { useChatRooms } from '@/features/messages/data/threads';
import { messageRow } from '../../support/rows';

const me = 'u-learner';
const roomRow = (id: string, name: string, description = ''): RoomRow => ({ id, name, description, courseId: null, batchId: null, createdAt: '2026-11-01T00:00:00.000Z' });
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

beforeEach(async () => {
  await clearLocalUserData();
  await db.rooms.bulkPut([roomRow('r1', 'General', 'Say hello'), roomRow('r2', 'Spreadsheets – Spring', 'The batch room'), roomRow('r3', 'Quiet')]);
  await db.messages.bulkPut([
    messageRow({ id: 'm1', roomId: 'r1', senderId: 'u-a', sentAt: at(1) }),
    messageRow({ id: 'm2', roomId: 'r1', senderId: me, sentAt: at(2) }),
    messageRow({ id: 'm3', roomId: 'r2', senderId: 'u-a', sentAt: at(3) }),
    messageRow({ id: 'm4', roomId: 'r2', senderId: 'u-b', sentAt: at(4), body: 'Latest' }),
  ]);
});

test('is loading first, then holds the rooms by newest activity with unread counts of others\' messages after my own reply', async () => {
  const { result } = renderHook(() => useChatRooms('', me));
  expect(result.current).toMatchObject({ loading: true, rooms: [], search: '' });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.rooms.map((r) => [r.title, r.unread, r.last?.id])).toEqual([
    ['Spreadsheets – Spring', 2, 'm4'],
    // m1 came before my own reply m2: I had seen it.
    ['General', 0, 'm2'],
    ['Quiet', 0, undefined],
  ]);
});

test('reading a room clears its unread count; a newer message counts again', async () => {
  const { result } = renderHook(() => useChatRooms('', me));
  await waitFor(() => expect(result.current.loading).toBe(false));
  await markRead({ kind: 'room', id: 'r2' }, at(4));
  await markRead({ kind: 'room', id: 'r2' }, at(3)); // never moves back
  await waitFor(() => expect(result.current.rooms.find((r) => r.target.id === 'r2')?.unread).toBe(0));
  await db.messages.put(messageRow({ id: 'm5', roomId: 'r2', senderId: 'u-a', sentAt: at(5) }));
  await waitFor(() => expect(result.current.rooms.find((r) => r.target.id === 'r2')?.unread).toBe(1));
});

test('my own message, from this device or another (it arrives with the sync), marks the thread read up to it', async () => {
  const { result } = renderHook(() => useChatRooms('', me));
  await waitFor(() => expect(result.current.rooms.find((r) => r.target.id === 'r2')?.unread).toBe(2));
  // Replied on the phone: this device holds no read marker for r2, the reply arrives by sync.
  await db.messages.put(messageRow({ id: 'm5', roomId: 'r2', senderId: me, sentAt: at(5) }));
  await waitFor(() => expect(result.current.rooms.find((r) => r.target.id === 'r2')?.unread).toBe(0));
  await db.messages.put(messageRow({ id: 'm6', roomId: 'r2', senderId: 'u-b', sentAt: at(6) }));
  await waitFor(() => expect(result.current.rooms.find((r) => r.target.id === 'r2')?.unread).toBe(1));
});

test('search matches names and descriptions, case-insensitively', async () => {
  const { result, rerender } = renderHook(({ search }) => useChatRooms(search, me), { initialProps: { search: 'SPREAD' } });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.rooms.map((r) => r.title)).toEqual(['Spreadsheets – Spring']);
  rerender({ search: 'hello' });
  expect(result.current).toMatchObject({ search: 'hello' });
  expect(result.current.rooms.map((r) => r.title)).toEqual(['General']);
  rerender({ search: 'nothing like it' });
  expect(result.current.rooms).toEqual([]);
});

test('countUnread ignores the reader\'s own messages', () => {
  const rows = [{ senderId: me, sentAt: at(1) }, { senderId: 'x', sentAt: at(2) }, { senderId: 'x', sentAt: at(3) }];
  expect(countUnread(rows, me, undefined)).toBe(2);
  expect(countUnread(rows, me, at(2))).toBe(1);
});

test('reading a thread marks its message and mention notifications read, queued for the user\'s other devices and the push queue', async () => {
  const notification = (id: string, url: string, readAt: string | null = null) => ({
    id, kind: 'mention' as const, title: 'Asha mentioned you', body: '@Me hello', url, readAt, createdAt: at(4),
  });
  await db.notifications.bulkPut([
    notification('n-r2', threadUrl({ kind: 'room', id: 'r2' })),
    notification('n-r2-read', threadUrl({ kind: 'room', id: 'r2' }), at(1)),
    notification('n-r1', threadUrl({ kind: 'room', id: 'r1' })),
    notification('n-conversation', threadUrl({ kind: 'conversation', id: 'r2' })),
  ]);
  await markRead({ kind: 'room', id: 'r2' }, at(4));
  const rows = new Map((await db.notifications.toArray()).map((n) => [n.id, n.readAt]));
  expect(rows.get('n-r2')).not.toBeNull();
  expect(rows.get('n-r2-read')).toBe(at(1));
  expect(rows.get('n-r1')).toBeNull();
  expect(rows.get('n-conversation')).toBeNull();
  const queued = await db.outbox.where('name').equals('notification.markRead').toArray();
  expect(queued.map((write) => (write.args as { ids: string[] }).ids)).toEqual([['n-r2']]);
  // Nothing unread left in the thread: reading it again queues nothing.
  await markRead({ kind: 'room', id: 'r2' }, at(4));
  expect(await db.outbox.where('name').equals('notification.markRead').count()).toBe(1);
});
