// Two devices review the same cards offline, then sync in either order: both end with the same
// merged log and therefore the same FSRS state for every card, whichever device synced first.
import { expect, test } from 'vitest';
import { mergeReviewLogs, replayAll, type ReviewEntry } from '@/features/practice/data/schedule';

const cards = ['k1', 'k2', 'k3'];
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, 0) + minutes * 60_000).toISOString();

/** A device: its local reviews table (optimistic rows plus what pull brought). */
interface Device { name: string; reviews: ReviewEntry[] }
/** The server's append-only review store: insert-or-ignore by review id. */
type Server = Map<string, ReviewEntry>;

function syncDevice(device: Device, server: Server): void {
  for (const r of device.reviews) if (!server.has(r.id)) server.set(r.id, r); // push (a retried review is ignored)
  device.reviews = mergeReviewLogs(device.reviews, [...server.values()]); // pull
}

function offlineDevices(): [Device, Device] {
  // Interleaved in time on the same cards; k1 even has two reviews at the same instant.
  const a = { name: 'A', reviews: [
    { id: 'a-1', cardId: 'k1', rating: 3, reviewedAt: at(0) },
    { id: 'a-2', cardId: 'k2', rating: 1, reviewedAt: at(5) },
    { id: 'a-3', cardId: 'k1', rating: 4, reviewedAt: at(60 * 24 * 3) },
  ] };
  const b = { name: 'B', reviews: [
    { id: 'b-1', cardId: 'k1', rating: 1, reviewedAt: at(0) },
    { id: 'b-2', cardId: 'k2', rating: 3, reviewedAt: at(2) },
    { id: 'b-3', cardId: 'k3', rating: 2, reviewedAt: at(60 * 24) },
    { id: 'b-4', cardId: 'k1', rating: 3, reviewedAt: at(60 * 24 * 2) },
  ] };
  return [a, b];
}

function run(order: 'AB' | 'BA') {
  const [a, b] = offlineDevices();
  const server: Server = new Map();
  const [first, second] = order === 'AB' ? [a, b] : [b, a];
  syncDevice(first, server);
  syncDevice(second, server);
  syncDevice(first, server); // the first device pulls what the second pushed
  syncDevice(second, server);
  return { a: replayAll(cards, a.reviews), b: replayAll(cards, b.reviews), server: [...server.keys()].sort() };
}

test('A then B and B then A give both devices the same schedule for every card', () => {
  const ab = run('AB');
  const ba = run('BA');
  expect(ab.server).toEqual(['a-1', 'a-2', 'a-3', 'b-1', 'b-2', 'b-3', 'b-4']);
  expect(ba.server).toEqual(ab.server);
  for (const card of cards) {
    expect(ab.a.get(card)).toEqual(ab.b.get(card));
    expect(ba.a.get(card)).toEqual(ba.b.get(card));
    expect(ab.a.get(card)).toEqual(ba.a.get(card));
  }
  // Each card's reps count every review from both devices, so neither device's work was lost.
  expect(cards.map((c) => ab.a.get(c)?.reps)).toEqual([4, 2, 1]);
});

test('before syncing, the devices disagree (the merge is what makes them converge)', () => {
  const [a, b] = offlineDevices();
  expect(replayAll(cards, a.reviews).get('k1')).not.toEqual(replayAll(cards, b.reviews).get('k1'));
  const merged = mergeReviewLogs(a.reviews, b.reviews);
  expect(replayAll(cards, merged).get('k1')).not.toEqual(replayAll(cards, a.reviews).get('k1'));
});

test('a review pushed twice (a retry) is stored once and replayed once', () => {
  const [a] = offlineDevices();
  const server: Server = new Map();
  syncDevice(a, server);
  syncDevice({ name: 'A retry', reviews: [...a.reviews] }, server);
  expect(server.size).toBe(3);
  expect(replayAll(cards, a.reviews).get('k1')?.reps).toBe(2);
});
