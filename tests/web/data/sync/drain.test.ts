import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { drainOutbox } from '@/data/sync/drain';
import { loadIntentsWith } from '@/data/sync/intents';
import { registerRollback } from '@/data/sync/rollbacks';
import { retryWrite } from '@/data/sync/writes';
import { TransportFailure } from '@/data/sync/transport';
import { applyAll, fakeTransport } from './fake-transport';

const at = '2026-11-22T10:00:00.000Z';
const progress = (section: number) => ({ courseId: 'c1', lessonId: 'l1', section, progress: 50, completed: false, at });

beforeEach(async () => {
  await clearLocalUserData();
});

describe('draining the outbox', () => {
  test('sends intents in the order they were written, with increasing ids', async () => {
    await enqueue('progress.set', progress(0));
    await enqueue('enrolment.request', { courseId: 'c2', at });
    await enqueue('progress.set', progress(1));
    const { transport, pushes } = fakeTransport();
    const outcome = await drainOutbox(transport);
    expect(outcome).toEqual({ kind: 'empty', sent: 3 });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.mutations.map((m) => [m.id, m.name])).toEqual([
      [1, 'progress.set'],
      [2, 'enrolment.request'],
      [3, 'progress.set'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('deletes a row only after the server has answered', async () => {
    await enqueue('progress.set', progress(0));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { transport } = fakeTransport(async (body) => {
      await answered;
      return applyAll(body);
    });
    const draining = drainOutbox(transport);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    answer();
    await draining;
    expect(await db.outbox.count()).toBe(0);
  });

  test('keeps every row when the network fails, and says to retry', async () => {
    await enqueue('progress.set', progress(0));
    await enqueue('progress.set', progress(1));
    const { transport } = fakeTransport(() => {
      throw new TransportFailure('network', 'Failed to fetch');
    });
    const outcome = await drainOutbox(transport);
    expect(outcome).toMatchObject({ kind: 'retry', sent: 0, reason: 'Failed to fetch' });
    expect(await db.outbox.where('status').equals('pending').count()).toBe(2);
  });

  test('a 429 keeps every row as it was and says to wait as long as the server asked', async () => {
    await enqueue('progress.set', progress(0));
    const { transport } = fakeTransport(() => {
      throw new TransportFailure('throttled', 'Too many requests; try again in 12 s.', 12_000);
    });
    const outcome = await drainOutbox(transport);
    expect(outcome).toEqual({ kind: 'retry', sent: 0, reason: 'Too many requests; try again in 12 s.', retryAfterMs: 12_000, throttled: true });
    expect((await db.outbox.toArray()).map((row) => row.status)).toEqual(['pending']);
  });

  test('a 401 pauses the drain and keeps the rows', async () => {
    await enqueue('progress.set', progress(0));
    const { transport } = fakeTransport(() => {
      throw new TransportFailure('unauthorized', 'token expired');
    });
    expect(await drainOutbox(transport)).toEqual({ kind: 'unauthorized', sent: 0 });
    expect(await db.outbox.count()).toBe(1);
  });

  test('a rejected intent is rolled back and marked failed, and does not block the next', async () => {
    await db.syncState.put({ key: 'cursor', value: 'optimistic' });
    const undo = vi.fn(async () => {
      await db.syncState.put({ key: 'cursor', value: 'rolled back' });
    });
    registerRollback('enrolment.request', { tables: () => [db.syncState], undo });
    await enqueue('enrolment.request', { courseId: 'closed-course', at });
    await enqueue('progress.set', progress(0));
    const { transport } = fakeTransport((body) => ({
      lastMutationId: 2,
      results: [
        { id: body.mutations[0]!.id, status: 'rejected', reason: 'This course needs access.' },
        { id: body.mutations[1]!.id, status: 'applied' },
      ],
    }));
    expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 2 });
    expect(undo).toHaveBeenCalledWith({ courseId: 'closed-course', at });
    expect((await db.syncState.get('cursor'))?.value).toBe('rolled back');
    const rows = await db.outbox.toArray();
    expect(rows).toMatchObject([{ name: 'enrolment.request', status: 'failed', error: 'This course needs access.' }]);
  });

  test('every intent\'s declaration is loaded only when a refusal must be undone, once (src/app/sync-provider.tsx)', async () => {
    const undo = vi.fn(async () => {});
    const load = vi.fn(async () => registerRollback('enrolment.request', { tables: () => [db.syncState], undo }));
    loadIntentsWith(load);
    try {
      await enqueue('progress.set', progress(0));
      expect(await drainOutbox(fakeTransport().transport)).toEqual({ kind: 'empty', sent: 1 });
      expect(load).not.toHaveBeenCalled();
      await enqueue('enrolment.request', { courseId: 'closed-course', at });
      const refuse = fakeTransport((body) => ({ lastMutationId: body.mutations[0]!.id, results: [{ id: body.mutations[0]!.id, status: 'rejected', reason: 'Closed.' }] }));
      await drainOutbox(refuse.transport);
      expect(load).toHaveBeenCalledTimes(1);
      expect(undo).toHaveBeenCalledWith({ courseId: 'closed-course', at });
      const [failed] = await db.outbox.toArray();
      await retryWrite(failed!.seq!);
      expect(load).toHaveBeenCalledTimes(1);
      expect(await db.outbox.toArray()).toMatchObject([{ name: 'enrolment.request', status: 'pending' }]);
    } finally {
      loadIntentsWith(async () => {});
    }
  });

  test('a write made during a drain goes out in the same drain', async () => {
    await enqueue('progress.set', progress(0));
    let first = true;
    const { transport, pushes } = fakeTransport(async (body) => {
      if (first) {
        first = false;
        await enqueue('progress.set', progress(1));
      }
      return applyAll(body);
    });
    expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 2 });
    expect(pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1], [2]]);
  });

  test('a skipped batch (a gap on the server) is kept and retried later, without spinning', async () => {
    await enqueue('progress.set', progress(0));
    const { transport, pushes } = fakeTransport((body) => ({
      lastMutationId: 0,
      results: body.mutations.map((m) => ({ id: m.id, status: 'skipped' as const })),
    }));
    expect(await drainOutbox(transport)).toMatchObject({ kind: 'retry', sent: 0 });
    expect(pushes).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });

  test('ids keep counting up after acknowledged rows are gone', async () => {
    await enqueue('progress.set', progress(0));
    await drainOutbox(fakeTransport().transport);
    const id = await enqueue('progress.set', progress(1));
    expect(id).toBe(2);
  });

  test('an intent whose arguments break the contract is refused before it is queued', async () => {
    await expect(enqueue('progress.set', { ...progress(0), progress: 140 })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

/** Counts the IndexedDB delete requests made on the outbox's store while `run` runs. */
async function outboxDeleteRequests(run: () => Promise<unknown>): Promise<number> {
  const remove = vi.spyOn(IDBObjectStore.prototype, 'delete');
  try {
    await run();
    return remove.mock.contexts.filter((store) => (store as IDBObjectStore).name === 'outbox').length;
  } finally {
    remove.mockRestore();
  }
}

describe('settling a push answer (issue 55)', () => {
  test('deletes the applied rows of a batch as one range, one IndexedDB request rather than one per row', async () => {
    for (let section = 0; section < 300; section += 1) await enqueue('progress.set', progress(section));
    const { transport, pushes } = fakeTransport();
    let outcome: unknown;
    expect(await outboxDeleteRequests(async () => (outcome = await drainOutbox(transport)))).toBe(1);
    expect(outcome).toEqual({ kind: 'empty', sent: 300 });
    expect(pushes).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  test('keeps a refused write and an older failed row that lie between applied ones', async () => {
    for (let section = 0; section < 4; section += 1) await enqueue('progress.set', progress(section));
    const second = (await db.outbox.orderBy('seq').toArray())[1]!.seq!;
    await db.outbox.update(second, { status: 'failed', error: 'Refused before.' });
    for (let section = 4; section < 10; section += 1) await enqueue('progress.set', progress(section));
    const { transport } = fakeTransport((body) => ({
      lastMutationId: Math.max(...body.mutations.map((m) => m.id)),
      results: body.mutations.map((m) => ({ id: m.id, status: (m.args as { section: number }).section === 6 ? 'rejected' as const : 'applied' as const })),
    }));
    expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 9 });
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((row) => [row.seq! - second, (row.args as { section: number }).section, row.status])).toEqual([
      [0, 1, 'failed'],
      [5, 6, 'failed'],
    ]);
  });
});
