// The journal of sent writes (issue 49's recovery, issue 55's drain): it is written while the push is
// on the wire, not after the answer, and a restore still offers again exactly the writes the server
// acknowledged: never a refused write, never one that was journaled for a push not yet answered.
import { beforeEach, expect, test, vi } from 'vitest';
import type { PushRequest } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { enqueue } from '@/data/sync/outbox';
import { LOST_REASON, recoverFromServerLoss } from '@/data/sync/recovery';
import { TransportFailure, type SyncTransport } from '@/data/sync/transport';
import { applyAll, fakeTransport } from './fake-transport';

const message = (body: string) => ({ messageId: crypto.randomUUID(), roomId: 'r1', body, sentAt: '2026-11-22T10:00:00.000Z' });
const bodyOf = (args: unknown) => (args as { body: string }).body;

beforeEach(async () => {
  await clearLocalUserData();
});

test('journaled once the transport has the push on the wire, not while it encodes the body', async () => {
  for (const body of ['a', 'b']) await enqueue('message.send', message(body));
  let journaledWhileEncoding = -1;
  const transport: SyncTransport = {
    async push(body, onSending) {
      // Encoding the body takes turns of the event loop: the journal must not take them.
      for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 1));
      journaledWhileEncoding = await db.sentWrites.count();
      onSending?.();
      await vi.waitFor(async () => expect(await db.sentWrites.count()).toBe(2));
      return { lastMutationId: 2, results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) };
    },
    pull: () => Promise.reject(new Error('no pull here')),
  };
  expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 2 });
  expect(journaledWhileEncoding).toBe(0);
});

test('journaled during the push; after a restore only the acknowledged writes come back, once each', async () => {
  for (const body of ['a', 'b', 'c', 'd']) await enqueue('message.send', message(body));
  let journaledBeforeAnswer: number[] = [];
  const first = fakeTransport(async (body: PushRequest) => {
    // The answer waits until the journal holds the push's writes: they were written meanwhile.
    await vi.waitFor(async () => expect(await db.sentWrites.count()).toBe(4));
    journaledBeforeAnswer = (await db.sentWrites.toArray()).map((row) => row.mutationId);
    return { lastMutationId: 4, results: body.mutations.map((m) => (m.id === 3 ? { id: 3, status: 'rejected' as const, reason: 'No.' } : { id: m.id, status: 'applied' as const })) };
  });
  expect(await drainOutbox(first.transport)).toEqual({ kind: 'empty', sent: 4 });
  expect(journaledBeforeAnswer).toEqual([1, 2, 3, 4]);
  // The refused write is no sent one.
  expect((await db.sentWrites.toArray()).map((row) => [row.mutationId, bodyOf(row.args)])).toEqual([[1, 'a'], [2, 'b'], [4, 'd']]);

  // Two more, journaled for a push that fails: not acknowledged, so not lost either.
  for (const body of ['e', 'f']) await enqueue('message.send', message(body));
  const offline = fakeTransport(() => {
    throw new TransportFailure('network', 'Failed to fetch');
  });
  expect(await drainOutbox(offline.transport)).toMatchObject({ kind: 'retry', sent: 0 });
  expect(await db.sentWrites.count()).toBe(5);

  expect(await recoverFromServerLoss(1)).toEqual({ lostIds: 3, keptAside: 2 });
  const rows = await db.outbox.orderBy('seq').toArray();
  expect(rows.map((row) => [bodyOf(row.args), row.status, row.mutationId, row.error])).toEqual([
    ['c', 'failed', 3, 'No.'],
    ['e', 'pending', 2, undefined],
    ['f', 'pending', 3, undefined],
    ['b', 'failed', 2, LOST_REASON],
    ['d', 'failed', 4, LOST_REASON],
  ]);
  // The waiting writes go under the server's count and are journaled under their new ids.
  const after = fakeTransport();
  expect(await drainOutbox(after.transport)).toEqual({ kind: 'empty', sent: 2 });
  expect(after.pushes.map((push) => push.mutations.map((m) => [m.id, bodyOf(m.args)]))).toEqual([[[2, 'e'], [3, 'f']]]);
  expect((await db.sentWrites.toArray()).map((row) => [row.mutationId, bodyOf(row.args)])).toEqual([[1, 'a'], [2, 'e'], [3, 'f']]);
});

test('batches refused as a whole and a write refused alone leave no stale entry among the acknowledged', async () => {
  for (let i = 0; i < 40; i += 1) await enqueue('message.send', message(`${i}`));
  await db.outbox.where('mutationId').equals(12).modify({ args: message('not readable here') });
  const applied: string[] = [];
  const { transport } = fakeTransport((body: PushRequest) => {
    if (body.mutations.length > 8) throw new TransportFailure('refused', 'Too large.', undefined, 413);
    if (body.mutations.some((m) => bodyOf(m.args) === 'not readable here')) throw new TransportFailure('refused', 'Unreadable body.', undefined, 400);
    applied.push(...body.mutations.map((m) => bodyOf(m.args)));
    return applyAll(body);
  });
  expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 40 });
  expect(applied).toHaveLength(39);
  // The server loses everything: the 39 applied writes come back, each once, in order.
  await db.outbox.clear();
  expect(await recoverFromServerLoss(0)).toEqual({ lostIds: 39, keptAside: 39 });
  expect((await db.outbox.orderBy('seq').toArray()).map((row) => bodyOf(row.args))).toEqual(applied);
});
