/**
 * Chat history without holes (issue 15): messages sharing one timestamp (a device whose clock
 * runs ahead sends many) are paged through exactly once with the (sentAt, id) cursor, and a fresh
 * device reaches all of them: the newest by pull, the rest by pages from the oldest it holds.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../contract/sync';
import { RECENT_MESSAGES } from '../../server/slices/messages/readers';
import { pull } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

/** One instant for every message, with microseconds the rows (milliseconds) do not carry. */
const SENT_AT = '2026-03-04T05:06:07.123456Z';
const COUNT = 120;

let server: TestServer;
let admin: string;
let teacher: string;
let roomId: string;
let ids: string[];

beforeAll(async () => {
  server = await createTestServer();
  [admin, teacher] = await Promise.all([signIn('admin@demo.test'), signIn('teacher@demo.test')]);
  const res = await server.app.request('/api/chat/rooms', {
    method: 'POST',
    headers: authHeaders(admin),
    body: JSON.stringify({ name: 'Tied clocks', memberIds: ['u5-teacher'] }),
  });
  roomId = ((await res.json()) as SyncRow<'rooms'>).id;
  // Random ids, inserted in random order: only the id can tell these messages apart.
  ids = Array.from({ length: COUNT }, () => randomUUID());
  for (const id of ids) {
    await server.db.execute(sql`insert into messages (id, organisation_id, room_id, sender_id, body, sent_at)
      values (${id}, '5', ${roomId}, 'u5-teacher', ${`tied ${id}`}, ${SENT_AT})`);
  }
});
afterAll(async () => {
  await server?.close();
});

type Cursor = { before: string; beforeId?: string };

async function page(cursor: Cursor | undefined, limit = 50): Promise<SyncRow<'messages'>[]> {
  const query = new URLSearchParams({ limit: String(limit), ...cursor });
  const res = await server.app.request(`/api/chat/rooms/${roomId}/messages?${query}`, { headers: authHeaders(teacher) });
  expect(res.status).toBe(200);
  return (await res.json()) as SyncRow<'messages'>[];
}

/** Pages down from `cursor` until a page comes back empty; returns every id seen, in order. */
async function pageDown(cursor: Cursor | undefined, limit: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const rows = await page(cursor, limit);
    if (rows.length === 0) return seen;
    seen.push(...rows.map((m) => m.id));
    const oldest = rows.at(-1)!;
    cursor = { before: oldest.sentAt, beforeId: oldest.id };
  }
  throw new Error('paging did not end');
}

describe('history with one timestamp for many messages', () => {
  it('pages through every message exactly once, newest first by (sentAt, id)', async () => {
    const seen = await pageDown(undefined, 50);
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('gives the same whole with any page size', async () => {
    expect(await pageDown(undefined, 7)).toEqual(await pageDown(undefined, 100));
  });

  it('still accepts a bare `before` time (older clients): everything sent before it', async () => {
    expect(await page({ before: '2026-03-04T05:06:07.124Z' })).toHaveLength(50);
    expect(await page({ before: '2026-03-04T05:06:07.123Z' })).toHaveLength(0);
  });

  it('refuses an id cursor without its time', async () => {
    const res = await server.app.request(`/api/chat/rooms/${roomId}/messages?beforeId=x`, { headers: authHeaders(teacher) });
    expect(res.status).toBe(400);
  });
});

describe('a fresh device', () => {
  it('gets the newest messages by pull and every older one by pages from the oldest it holds', async () => {
    const answer = await pull(server, teacher, randomUUID());
    const pulled = ((answer.changes.messages?.put ?? []) as SyncRow<'messages'>[]).filter((m) => m.roomId === roomId);
    expect(pulled).toHaveLength(RECENT_MESSAGES);
    // What the device's [roomId+sentAt] index would call oldest: the lowest (sentAt, id).
    const oldest = [...pulled].sort((a, b) => (a.sentAt === b.sentAt ? (a.id < b.id ? -1 : 1) : a.sentAt < b.sentAt ? -1 : 1))[0]!;
    const rest = await pageDown({ before: oldest.sentAt, beforeId: oldest.id }, 50);
    const all = [...pulled.map((m) => m.id), ...rest];
    expect(all).toHaveLength(COUNT);
    expect(new Set(all)).toEqual(new Set(ids));
  });
});
