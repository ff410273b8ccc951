// /messages and /conversations in the real app: rooms with unread counts, a room's thread with
// text shown as text, sending (pending) and Retry of a refused message.
import { beforeEach, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { db, type RoomRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';
import { messageRow } from '../../support/rows';

const room: RoomRow = { id: 'r1', name: 'General', description: 'Say hello', courseId: null, batchId: null, createdAt: '2026-11-01T00:00:00.000Z' };
const html = '<b>bold</b><img src=x onerror="alert(1)">';

beforeEach(async () => {
  await clearLocalUserData();
  await db.rooms.put(room);
  await db.messages.bulkPut([
    messageRow({ id: 'm1', roomId: 'r1', senderId: 'u-a', senderName: 'Priya', body: html, sentAt: '2026-11-22T10:01:00.000Z' }),
    messageRow({ id: 'm2', roomId: 'r1', senderId: 'u-a', senderName: 'Priya', body: 'Second', sentAt: '2026-11-22T10:02:00.000Z' }),
  ]);
});

test('lists rooms with their unread count and opens one as ?room=', async () => {
  const { router } = renderApp('/messages', 'learner');
  const list = await screen.findByRole('list', { name: 'Chat rooms' });
  fireEvent.click(within(list).getByRole('button', { name: 'General, 2 unread' }));
  expect(await screen.findByRole('heading', { name: 'General', level: 1 })).toBeTruthy();
  expect(router.state.location.search).toEqual({ room: 'r1' });
});

test('shows message text as text, never as HTML, and sends a message as pending', async () => {
  const { view } = renderApp('/messages?room=r1', 'learner');
  const thread = await screen.findByRole('list', { name: 'Messages in General' });
  expect(within(thread).getByText(html)).toBeTruthy();
  expect(view.container.querySelector('b, img[src="x"]')).toBeNull();
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi <i>all</i>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const mine = await within(thread).findByRole('listitem', { name: 'You: Hi <i>all</i>' });
  expect(within(mine).getByText('Sending…')).toBeTruthy();
  // Drawn as the user's own (message-item.module.css: on the inline end, tinted); others' are not.
  expect(mine.hasAttribute('data-mine')).toBe(true);
  expect(within(thread).getAllByRole('listitem').filter((item) => item.hasAttribute('data-mine'))).toEqual([mine]);
  expect(await db.outbox.count()).toBe(1);
  // Opening the room marked it read.
  await expect.poll(async () => (await db.chatReads.get('r1'))?.readUpTo).toBeTruthy();
});

test('a refused message offers Retry, which queues it again', async () => {
  const id = crypto.randomUUID();
  await db.messages.put(messageRow({ id, roomId: 'r1', senderId: 'u-learner', body: 'Refused', sentAt: '2026-11-22T10:03:00.000Z', local: true }));
  await db.outbox.add({ mutationId: 1, name: 'message.send', status: 'failed', error: 'You are not a member of this chat room.', createdAt: '2026-11-22T10:03:00.000Z',
    args: { messageId: id, roomId: 'r1', body: 'Refused', sentAt: '2026-11-22T10:03:00.000Z' } });
  renderApp('/messages?room=r1', 'learner');
  const item = await screen.findByRole('listitem', { name: 'You: Refused' });
  expect(within(item).getByText('You are not a member of this chat room.')).toBeTruthy();
  fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
  expect(await within(item).findByText('Sending…')).toBeTruthy();
  expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['pending']);
});

test('/conversations lists conversations by the other person and says when people need the network', async () => {
  await db.conversations.put({ id: 'v1', title: null, withUserId: 'u-teacher', withName: 'Tomás Teacher', createdAt: '2026-11-01T00:00:00.000Z' });
  renderApp('/conversations', 'learner');
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(within(list).getByRole('button', { name: 'Tomás Teacher' })).toBeTruthy();
  expect(await screen.findByText('People you can message show here when you are online.')).toBeTruthy();
});

test('a room with many messages on the device shows the newest 50 (the server\'s page); Load earlier shows the device\'s earlier ones without the network', async () => {
  const at = (n: number) => new Date(Date.parse('2026-11-23T00:00:00.000Z') + n * 60_000).toISOString();
  await db.messages.bulkPut(Array.from({ length: 250 }, (_, i) => messageRow({ id: `many-${i + 1}`, roomId: 'r1', senderId: 'u-a', senderName: 'Priya', body: `Many ${i + 1}`, sentAt: at(i) })));
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push(String(input));
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    renderApp('/messages?room=r1', 'learner');
    const thread = await screen.findByRole('list', { name: 'Messages in General' });
    expect(await within(thread).findByText('Many 250')).toBeTruthy();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(50);
    expect(within(thread).getByText('Many 201')).toBeTruthy();
    expect(within(thread).queryByText('Many 200')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(thread).findByText('Many 200')).toBeTruthy();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(100);
    expect(within(thread).queryByText('Many 150')).toBeNull();
    expect(fetched.filter((url) => url.includes('/messages?'))).toEqual([]);
  } finally {
    globalThis.fetch = realFetch;
  }
});
