/**
 * Write throttling on the real app (issue 15): a flood of pushes or chat messages gets 429 with
 * Retry-After, other users are not refused, and two apps on one database share the count.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Limits } from '../../server/app-env';
import { progressBatch, push, type RawMutation } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

const minute = 60_000;
const low: Partial<Limits> = {
  writesPerUser: { max: 5, windowMs: minute },
  writesPerOrganisation: { max: 1000, windowMs: minute },
  messagesPerUser: { max: 3, windowMs: minute },
  messagesPerOrganisation: { max: 1000, windowMs: minute },
};

let first: TestServer;
let second: TestServer;
let learner: string;
let teacher: string;
let admin: string;

beforeAll(async () => {
  first = await createTestServer({ limits: low });
  second = await createTestServer({ limits: low, shareDatabaseOf: first });
  [learner, teacher, admin] = await Promise.all([signIn('learner@demo.test'), signIn('teacher@demo.test'), signIn('admin@demo.test')]);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const message = (id: number): RawMutation => ({
  id,
  name: 'message.send',
  args: { messageId: randomUUID(), roomId: 'r5-general', body: `flood ${id}`, sentAt: new Date().toISOString() },
});

describe('write throttling', () => {
  it('answers a push flood with 429 and Retry-After, counted across two apps on one database', async () => {
    const clientId = randomUUID();
    const statuses: number[] = [];
    // Alternate between the apps: each sees only 3 of the 6 pushes, so only a shared count refuses the 6th.
    for (let i = 0; i < 6; i += 1) statuses.push((await push(i % 2 ? second : first, learner, clientId, progressBatch(i + 1, 1))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const refused = await first.app.request('/api/sync/push', {
      method: 'POST',
      headers: authHeaders(learner),
      body: JSON.stringify({ clientId, mutations: progressBatch(7, 1) }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Too many requests/);

    // Another user of the same organisation still writes.
    expect((await push(second, teacher, randomUUID(), progressBatch(1, 1))).status).toBe(200);
  });

  it('counts chat messages, not pushes, against the message limit', async () => {
    const clientId = randomUUID();
    // One push with 4 messages: allowed (the count was under 3 before it), but it uses the window up.
    const batch = await push(first, teacher, clientId, [message(1), message(2), message(3), message(4)]);
    expect(batch.status).toBe(200);
    expect(batch.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const next = await push(second, teacher, clientId, [message(5)]);
    expect(next.status).toBe(429);
  });

  it('throttles the other write routes too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 ? second : first;
      const res = await app.app.request('/api/chat/rooms', {
        method: 'POST',
        headers: authHeaders(admin),
        body: JSON.stringify({ name: `Room ${i}`, memberIds: [] }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('throttles profile saves (PATCH /api/users/me)', async () => {
    // A user no other test here has written as (organisation 7), so the count starts at 0.
    const rory = await signIn('learner@other.test');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await first.app.request('/api/users/me', {
        method: 'PATCH',
        headers: authHeaders(rory, '7'),
        body: JSON.stringify({ displayName: `Rory ${i}`, photoURL: null }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
