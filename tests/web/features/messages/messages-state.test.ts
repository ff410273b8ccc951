// A message's way out: pending in the outbox, sent once the server's row comes back (pull or the
// live stream), failed when the server refuses it, and pending again on Retry with the same id.
import { beforeEach, expect, test } from 'vitest';
import type { PushRequest, PushResponse } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { applyPull } from '@/data/sync/pull';
import type { SyncTransport } from '@/data/sync/transport';
import { storeStreamEvent } from '@/features/messages/data/chat-stream';
import { readThread } from '@/features/messages/data/messages';
import { retryMessage, sendMessage } from '@/features/messages/data/send';
import { messageRow } from '../../support/rows';

const room = { kind: 'room', id: 'r1' } as const;
const me = { id: 'u-learner', name: 'Lena' };

/** A transport whose push answers every mutation with `status` (and records what it got). */
function transport(status: 'applied' | 'rejected', pushed: PushRequest[] = []): SyncTransport {
  return {
    push: async (body: PushRequest): Promise<PushResponse> => {
      pushed.push(body);
      const last = body.mutations.at(-1)!.id;
      return { lastMutationId: last, results: body.mutations.map((m) => ({ id: m.id, status, ...(status === 'rejected' ? { reason: 'You are not a member of this chat room.' } : {}) })) };
    },
    pull: async () => { throw new Error('not used'); },
  };
}

const serverRow = (id: string, body: string) => messageRow({ id, roomId: 'r1', senderId: me.id, senderName: 'Lena', body, sentAt: '2026-11-22T10:00:00.000Z' });

beforeEach(async () => {
  await clearLocalUserData();
});

test('a sent message shows at once as pending, with one outbox intent', async () => {
  const id = await sendMessage(room, '  Hello there  ', me);
  const [message] = await readThread(room, me.id);
  expect(message).toMatchObject({ id, body: 'Hello there', status: 'pending', mine: true, roomId: 'r1', conversationId: null });
  const outbox = await db.outbox.toArray();
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ name: 'message.send', status: 'pending', args: { messageId: id, roomId: 'r1', body: 'Hello there' } });
});

test('it becomes sent when pull brings the server row with the same id, and is not doubled', async () => {
  const id = await sendMessage(room, 'Hello', me);
  await drainOutbox(transport('applied'));
  await applyPull({ cursor: '2', reset: false, lastMutationId: 1, changes: { messages: { put: [serverRow(id, 'Hello')], del: [] } } });
  const thread = await readThread(room, me.id);
  expect(thread.map((m) => [m.id, m.status])).toEqual([[id, 'sent']]);
});

test('it becomes sent when the live stream brings it first', async () => {
  const id = await sendMessage(room, 'Live', me);
  await storeStreamEvent({ event: 'message', id: '7', data: JSON.stringify(serverRow(id, 'Live')) });
  expect((await readThread(room, me.id)).map((m) => m.status)).toEqual(['sent']);
  // Other events and garbage are ignored.
  await storeStreamEvent({ event: 'ready', id: '8', data: '' });
  await storeStreamEvent({ event: 'message', id: '9', data: '{not json' });
  expect(await db.messages.count()).toBe(1);
});

test('a refused message shows failed with the reason; Retry sends the same id again as pending', async () => {
  const id = await sendMessage(room, 'Let me in', me);
  const pushed: PushRequest[] = [];
  await drainOutbox(transport('rejected', pushed));
  const [failed] = await readThread(room, me.id);
  expect(failed).toMatchObject({ id, status: 'failed', error: 'You are not a member of this chat room.' });

  await retryMessage(id);
  expect((await readThread(room, me.id)).map((m) => m.status)).toEqual(['pending']);
  const outbox = await db.outbox.toArray();
  expect(outbox.map((r) => [r.status, (r.args as { messageId: string }).messageId])).toEqual([['pending', id]]);
  await drainOutbox(transport('applied', pushed));
  expect(pushed.flatMap((p) => p.mutations.map((m) => (m.args as { messageId: string }).messageId))).toEqual([id, id]);
  expect(pushed[1]!.mutations[0]!.id).toBeGreaterThan(pushed[0]!.mutations[0]!.id);
});

test('messages of others are sent and not mine; threads keep to their own messages, oldest first', async () => {
  await db.messages.bulkPut([
    messageRow({ id: 'b', roomId: 'r1', senderId: 'u-other', sentAt: '2026-11-22T10:02:00.000Z' }),
    messageRow({ id: 'a', roomId: 'r1', senderId: 'u-other', sentAt: '2026-11-22T10:01:00.000Z' }),
    messageRow({ id: 'c', roomId: null, conversationId: 'v1', sentAt: '2026-11-22T10:00:00.000Z' }),
  ]);
  const thread = await readThread(room, me.id);
  expect(thread.map((m) => [m.id, m.status, m.mine])).toEqual([['a', 'sent', false], ['b', 'sent', false]]);
  expect((await readThread({ kind: 'conversation', id: 'v1' }, me.id)).map((m) => m.id)).toEqual(['c']);
});
