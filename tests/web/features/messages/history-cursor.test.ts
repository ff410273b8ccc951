// Loading older messages pages by (sentAt, id): 120 messages sharing one timestamp all reach the device.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MESSAGE_PAGE_SIZE } from '@contract/chat';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { loadEarlier } from '@/features/messages/data/history';
import { messageRow } from '../../support/rows';
import { storeSession } from '../../support/session';

const SENT_AT = '2026-11-22T10:00:00.000Z';
/** The room's history on the server, newest first by (sentAt, id) as the contract orders it. */
const history = Array.from({ length: 120 }, (_, i) => messageRow({ id: `m-${String(i).padStart(3, '0')}-${(i * 7919) % 1000}`, sentAt: SENT_AT }))
  .sort((a, b) => (a.id < b.id ? 1 : -1));
const requests: URLSearchParams[] = [];

/** The server's rule for a page (contract/chat.ts): below (before, beforeId), or before a bare time. */
function serverPage(query: URLSearchParams) {
  const before = query.get('before');
  const beforeId = query.get('beforeId');
  const below = history.filter((m) => {
    if (before === null) return true;
    if (beforeId === null) return m.sentAt < before;
    return m.sentAt < before || (m.sentAt === before && m.id < beforeId);
  });
  return below.slice(0, Number(query.get('limit')));
}

beforeEach(async () => {
  await clearLocalUserData();
  storeSession('learner');
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    requests.push(query);
    return new Response(JSON.stringify(serverPage(query)), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => vi.unstubAllGlobals());

test('pages from the oldest message held, by its time and id, until every message is on the device', async () => {
  // The device holds the newest page, as a pull leaves it.
  await db.messages.bulkPut(history.slice(0, MESSAGE_PAGE_SIZE));
  const counts: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const count = await loadEarlier({ kind: 'room', id: 'r1' });
    counts.push(count);
    if (count < MESSAGE_PAGE_SIZE) break;
  }
  expect(counts).toEqual([50, 20]);
  expect(requests[0]!.get('before')).toBe(SENT_AT);
  expect(requests[0]!.get('beforeId')).toBe(history[MESSAGE_PAGE_SIZE - 1]!.id);
  expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual(history.map((m) => m.id).sort());
});
