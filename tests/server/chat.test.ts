/**
 * Chat on the real app: who may read and write where, sending exactly once, history pages, and
 * the live stream delivering to members only (and resuming after a reconnect).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../contract/sync';
import { selectRows } from '../../server/db/rows';
import { openStream, type OpenStream } from './support/sse';
import { pull, push, putIds } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<'learner' | 'teacher' | 'admin' | 'other', string> = { learner: '', teacher: '', admin: '', other: '' };
const clients = { learner: randomUUID(), teacher: randomUUID(), admin: randomUUID() };
const nextIds = { learner: 1, teacher: 1, admin: 1 };
const streams: OpenStream[] = [];

beforeAll(async () => {
  server = await createTestServer();
  tokens.learner = await signIn('learner@demo.test');
  tokens.teacher = await signIn('teacher@demo.test');
  tokens.admin = await signIn('admin@demo.test');
  tokens.other = await signIn('learner@other.test');
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await server?.close();
});

type Who = keyof typeof clients;

/** Sends one message as `who` through push; returns the mutation's result. */
async function send(who: Who, target: { roomId: string } | { conversationId: string }, body: string, messageId = randomUUID()) {
  const args = { messageId, ...target, body, sentAt: new Date().toISOString() };
  const { body: answer } = await push(server, tokens[who], clients[who], [{ id: nextIds[who]++, name: 'message.send', args }]);
  return { messageId, result: answer.results[0]! };
}

async function get(path: string, token: string, org = '5') {
  return server.app.request(path, { headers: authHeaders(token, org) });
}

async function post(path: string, token: string, body: unknown) {
  return server.app.request(path, { method: 'POST', headers: authHeaders(token), body: JSON.stringify(body) });
}

async function countMessages(id: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from messages where id = ${id}`);
  return row!.n;
}

/** A room of the teacher and the admin only (the demo learner is not in it). */
async function staffRoom(): Promise<string> {
  const res = await post('/api/chat/rooms', tokens.admin, { name: `Staff ${randomUUID()}`, memberIds: ['u5-teacher'] });
  expect(res.status).toBe(201);
  return ((await res.json()) as SyncRow<'rooms'>).id;
}

describe('pull', () => {
  it('sends the learner their rooms, conversations and recent messages, nothing of other rooms', async () => {
    const answer = await pull(server, tokens.learner, clients.learner);
    expect(putIds(answer, 'rooms').sort()).toEqual(['r5-general', 'r5-spreadsheets-spring']);
    expect(answer.changes.conversations!.put).toEqual([
      expect.objectContaining({ id: 'v5-learner-teacher', withUserId: 'u5-teacher', withName: 'Tomás Teacher' }),
    ]);
    const messageIds = putIds(answer, 'messages');
    expect(messageIds).toContain('r5-spreadsheets-spring-msg1');
    expect(messageIds).toContain('v5-learner-teacher-msg2');
    expect(messageIds.some((id) => id.startsWith('r7-') || id.startsWith('v5-admin-'))).toBe(false);
    expect(answer.changes.messages!.put).toContainEqual(expect.objectContaining({
      id: 'r5-general-msg1', roomId: 'r5-general', conversationId: null, senderId: 'u5-admin', senderName: 'Ada Admin',
    }));
  });

  it('brings a sent message in the next delta, with the sender', async () => {
    const first = await pull(server, tokens.teacher, clients.teacher);
    const { messageId, result } = await send('learner', { roomId: 'r5-spreadsheets-spring' }, 'Delta hello');
    expect(result.status).toBe('applied');
    const delta = await pull(server, tokens.teacher, clients.teacher, first.cursor);
    expect(delta.reset).toBe(false);
    expect(delta.changes.messages!.put).toEqual([expect.objectContaining({ id: messageId, body: 'Delta hello', senderId: 'u5-learner' })]);
  });
});

describe('membership', () => {
  it('refuses a message into a room the sender is not in, and to another organisation', async () => {
    const roomId = await staffRoom();
    const outside = await send('learner', { roomId }, 'Let me in');
    expect(outside.result).toMatchObject({ status: 'rejected', reason: 'You are not a member of this chat room.' });
    expect(await countMessages(outside.messageId)).toBe(0);
    const otherOrg = await send('learner', { roomId: 'r7-common-room' }, 'Hello Riverside');
    expect(otherOrg.result.status).toBe('rejected');
    const notMine = await send('learner', { conversationId: 'v5-admin-teacher' }, 'Eavesdrop');
    expect(notMine.result).toMatchObject({ status: 'rejected', reason: 'You are not part of this conversation.' });
  });

  it('refuses history of rooms and conversations the caller is not in', async () => {
    const roomId = await staffRoom();
    expect((await get(`/api/chat/rooms/${roomId}/messages`, tokens.learner)).status).toBe(403);
    expect((await get(`/api/chat/rooms/${roomId}/messages`, tokens.teacher)).status).toBe(200);
    expect((await get('/api/chat/rooms/r7-common-room/messages', tokens.learner)).status).toBe(403);
    expect((await get('/api/chat/conversations/v5-admin-teacher/messages', tokens.learner)).status).toBe(403);
    // A member of another organisation asking in Demo Academy is refused at the door.
    expect((await get('/api/chat/rooms/r5-general/messages', tokens.other)).status).toBe(403);
  });

  it('lets people who share a batch start one conversation, and nobody else', async () => {
    const people = (await (await get('/api/chat/people', tokens.learner)).json()) as { id: string }[];
    expect(people.map((p) => p.id).sort()).toEqual(['u5-kwame', 'u5-priya', 'u5-teacher']);
    expect((await post('/api/chat/conversations', tokens.learner, { withUserId: 'u5-mei' })).status).toBe(403);
    expect((await post('/api/chat/conversations', tokens.learner, { withUserId: 'u7-learner' })).status).toBe(403);
    const first = (await (await post('/api/chat/conversations', tokens.learner, { withUserId: 'u5-priya' })).json()) as SyncRow<'conversations'>;
    const again = (await (await post('/api/chat/conversations', tokens.learner, { withUserId: 'u5-priya' })).json()) as SyncRow<'conversations'>;
    expect(first).toMatchObject({ withUserId: 'u5-priya', withName: 'Priya Sharma' });
    expect(again.id).toBe(first.id);
    const existing = (await (await post('/api/chat/conversations', tokens.teacher, { withUserId: 'u5-learner' })).json()) as SyncRow<'conversations'>;
    expect(existing.id).toBe('v5-learner-teacher');
  });

  it('gives a new batch its own room, open to the batch teacher', async () => {
    const res = await post('/api/admin/manage/batches', tokens.admin, { name: 'Chat batch', courseId: 'c5-finance', teacherId: 'u5-teacher' });
    expect(res.status).toBeLessThan(300);
    const batch = (await res.json()) as { id: string };
    const answer = await pull(server, tokens.teacher, randomUUID());
    expect(answer.changes.rooms!.put).toContainEqual(expect.objectContaining({ batchId: batch.id, name: 'Chat batch' }));
  });
});

describe('sending', () => {
  it('stores a message once, however often it is pushed', async () => {
    const messageId = randomUUID();
    const args = { messageId, roomId: 'r5-general', body: 'Once only', sentAt: new Date().toISOString() };
    const id = nextIds.learner++;
    const first = await push(server, tokens.learner, clients.learner, [{ id, name: 'message.send', args }]);
    const replay = await push(server, tokens.learner, clients.learner, [{ id, name: 'message.send', args }]);
    // The same message queued again from a second device (a retry after a lost answer).
    const otherDevice = await push(server, tokens.learner, randomUUID(), [{ id: 1, name: 'message.send', args }]);
    expect([first.body.results[0]!.status, replay.body.results[0]!.status, otherDevice.body.results[0]!.status]).toEqual(['applied', 'duplicate', 'applied']);
    expect(await countMessages(messageId)).toBe(1);
  });

  it('refuses an id another sender already used', async () => {
    const { messageId } = await send('learner', { roomId: 'r5-general' }, 'Mine');
    const stolen = await send('teacher', { roomId: 'r5-general' }, 'Overwrite', messageId);
    expect(stolen.result.status).toBe('rejected');
    const [row] = await selectRows<{ body: string }>(server.db, sql`select body from messages where id = ${messageId}`);
    expect(row!.body).toBe('Mine');
  });
});

describe('history pages', () => {
  it('pages back through a long room, newest first, without gaps or repeats', async () => {
    const roomId = await staffRoom();
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 120; i += 1) {
      await server.db.execute(sql`insert into messages (id, organisation_id, room_id, sender_id, body, sent_at)
        values (${`page-${roomId}-${i}`}, '5', ${roomId}, 'u5-teacher', ${`m${i}`}, ${new Date(start + i * 1000).toISOString()})`);
    }
    const seen: string[] = [];
    let before: string | undefined;
    for (const expected of [50, 50, 20, 0]) {
      const query = new URLSearchParams({ limit: '50', ...(before ? { before } : {}) });
      const page = (await (await get(`/api/chat/rooms/${roomId}/messages?${query}`, tokens.teacher)).json()) as SyncRow<'messages'>[];
      expect(page).toHaveLength(expected);
      seen.push(...page.map((m) => m.body));
      before = page.at(-1)?.sentAt;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `m${119 - i}`));
  });

  it('refuses a malformed page query', async () => {
    expect((await get('/api/chat/rooms/r5-general/messages?limit=500', tokens.learner)).status).toBe(400);
    expect((await get('/api/chat/rooms/r5-general/messages?before=yesterday', tokens.learner)).status).toBe(400);
  });
});

describe('live stream', () => {
  it('delivers a message to the members of its room and to nobody else', async () => {
    const roomId = await staffRoom();
    const teacher = await openStream(server, tokens.teacher);
    const learner = await openStream(server, tokens.learner);
    streams.push(teacher, learner);
    const secret = await send('admin', { roomId }, 'Staff only');
    const open = await send('admin', { roomId: 'r5-general' }, 'Everyone');
    expect((await teacher.nextMessage()).data).toMatchObject({ id: secret.messageId, body: 'Staff only', roomId });
    expect((await teacher.nextMessage()).data).toMatchObject({ id: open.messageId });
    // The learner's first message is the open one: the staff message never reached them.
    expect((await learner.nextMessage()).data).toMatchObject({ id: open.messageId, body: 'Everyone' });
  });

  it('catches up from Last-Event-ID after a reconnect', async () => {
    const first = await openStream(server, tokens.learner);
    const before = await send('teacher', { conversationId: 'v5-learner-teacher' }, 'Before the break');
    const seen = await first.nextMessage();
    expect(seen.data).toMatchObject({ id: before.messageId });
    await first.close();
    const missed = await send('teacher', { conversationId: 'v5-learner-teacher' }, 'While you were away');
    const again = await openStream(server, tokens.learner, seen.id);
    streams.push(again);
    expect((await again.nextMessage()).data).toMatchObject({ id: missed.messageId, body: 'While you were away' });
  });
});
