// The drain against whole-batch refusals (issue 49): it sizes batches by bytes, halves a refused
// batch until the write at fault goes alone, refuses that write with a readable reason, and sends
// every other write once, under ids without a gap.
import { beforeEach, expect, test } from 'vitest';
import { jsonBytes, type PushRequest } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { enqueue } from '@/data/sync/outbox';
import { TransportFailure } from '@/data/sync/transport';
import { applyAll, fakeTransport } from './fake-transport';

const message = (body: string) => ({ messageId: crypto.randomUUID(), roomId: 'r1', body, sentAt: '2026-11-22T10:00:00.000Z' });

beforeEach(async () => {
  await clearLocalUserData();
});

test('a batch is never heavier than the budget, and a refused write is isolated while the rest go once', async () => {
  for (let i = 0; i < 200; i += 1) await enqueue('message.send', message(`${i} `.padEnd(4000, 'x')));
  await db.outbox.where('mutationId').equals(60).modify({ args: message('not readable here') });
  const applied: number[] = [];
  const { transport, pushes } = fakeTransport((body: PushRequest) => {
    if (jsonBytes(body) > 1024 * 1024) throw new TransportFailure('refused', 'Too large.', undefined, 413);
    if (body.mutations.some((m) => (m.args as { body: string }).body === 'not readable here')) throw new TransportFailure('refused', 'Unreadable body.', undefined, 400);
    applied.push(...body.mutations.map((m) => m.id));
    return applyAll(body);
  });
  expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 200 });
  expect(pushes.every((p) => jsonBytes(p) <= 600 * 1024)).toBe(true);
  // Each of the 199 other writes was applied once, under ids 1…199 in order.
  expect(applied).toEqual(Array.from({ length: 199 }, (_, i) => i + 1));
  expect((await db.outbox.toArray()).map((row) => [row.status, row.error])).toEqual([['failed', 'The server refused this change: Unreadable body.']]);
});
