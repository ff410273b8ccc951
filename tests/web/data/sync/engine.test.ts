import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { createSyncEngine } from '@/data/sync/engine';
import { backoffDelay, BACKOFF_MAX_MS } from '@/data/sync/backoff';
import { TransportFailure, type SyncTransport } from '@/data/sync/transport';
import { applyAll, fakeTransport } from './fake-transport';

const at = '2026-11-22T10:00:00.000Z';
const write = () => enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section: 0, progress: 10, completed: false, at });

beforeEach(async () => {
  await clearLocalUserData();
});

describe('backoff', () => {
  test('doubles its ceiling per attempt, with full jitter, up to the cap', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0.999999))).toEqual([999, 1999, 3999, 7999]);
    expect(backoffDelay(40, () => 0.999999)).toBe(BACKOFF_MAX_MS - 1);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });
});

describe('the engine', () => {
  test('retries a failed sync on a growing timer, then succeeds and records the sync', async () => {
    await write();
    let failures = 2;
    const { transport } = fakeTransport((body) => {
      if (failures-- > 0) throw new TransportFailure('server', 'The server answered 503');
      return applyAll(body);
    });
    const delays: number[] = [];
    const timers: Array<() => void> = [];
    const engine = createSyncEngine(transport, {
      random: () => 0.5,
      setTimer: ((fn: () => void, ms: number) => {
        delays.push(ms);
        timers.push(fn);
        return 0 as never;
      }) as never,
      clearTimer: (() => {}) as never,
    });
    await engine.sync();
    expect(engine.activity()).toMatchObject({ phase: 'retrying', lastError: 'The server answered 503' });
    timers.shift()!();
    await vi.waitFor(() => expect(delays).toEqual([500, 1000]));
    timers.shift()!();
    await vi.waitFor(() => expect(engine.activity().phase).toBe('idle'));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.syncState.get('lastSyncedAt'))?.value).toEqual(expect.any(String));
  });

  test('honours Retry-After from a 503', async () => {
    await write();
    const { transport } = fakeTransport(() => {
      throw new TransportFailure('server', 'Down for maintenance', 7000);
    });
    const delays: number[] = [];
    const engine = createSyncEngine(transport, {
      random: () => 0.5,
      setTimer: ((_fn: () => void, ms: number) => (delays.push(ms), 0)) as never,
      clearTimer: (() => {}) as never,
    });
    await engine.sync();
    expect(delays).toEqual([7500]);
    expect(engine.activity().phase).toBe('retrying');
  });

  test('a 429 is a wait, not a failure: nothing rolled back, no push before Retry-After, from any wake-up or engine', async () => {
    await write();
    let busy = true;
    const { transport, pushes } = fakeTransport((body) => {
      if (busy) throw new TransportFailure('throttled', 'Too many requests; try again in 12 s.', 12_000);
      return applyAll(body);
    });
    const delays: number[] = [];
    const timers: Array<() => void> = [];
    const engine = createSyncEngine(transport, {
      random: () => 0,
      setTimer: ((fn: () => void, ms: number) => (delays.push(ms), timers.push(fn), 0)) as never,
      clearTimer: (() => {}) as never,
    });
    await engine.sync();
    expect(engine.activity()).toMatchObject({ phase: 'waiting', nextRetryAt: expect.any(Number) });
    expect(delays).toEqual([12_000]);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
    expect(await db.outbox.where('status').equals('failed').count()).toBe(0);

    // Another wake-up (a new write, 'online', the 30 s timer) and a second engine (the service worker) hold back too.
    busy = false;
    await engine.sync();
    const worker = createSyncEngine(transport, { setTimer: (() => 0) as never, clearTimer: () => {} });
    await worker.sync();
    expect(pushes).toHaveLength(1);
    expect(worker.activity().phase).toBe('waiting');
    expect(delays[1]).toBeGreaterThan(11_000);
    expect(delays[1]).toBeLessThanOrEqual(12_000);

    // Once the wait is over, the retry sends and the wait is forgotten.
    await db.syncState.put({ key: 'waitUntil', value: Date.now() - 1 });
    timers.at(-1)!();
    await vi.waitFor(() => expect(engine.activity().phase).toBe('idle'));
    expect(pushes).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncState.get('waitUntil')).toBeUndefined();
  });

  test('a 401 pauses syncing until resume() after a fresh token', async () => {
    await write();
    let authorised = false;
    const { transport, pushes } = fakeTransport((body) => {
      if (!authorised) throw new TransportFailure('unauthorized', '401');
      return applyAll(body);
    });
    const engine = createSyncEngine(transport);
    await engine.sync();
    expect(engine.activity().phase).toBe('paused');
    await engine.sync();
    expect(pushes).toHaveLength(1);
    authorised = true;
    await engine.resume();
    expect(engine.activity().phase).toBe('idle');
    expect(await db.outbox.count()).toBe(0);
  });

  test('two syncs at once never push in parallel: the second waits, then sends what was written meanwhile', async () => {
    await write();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { transport, pushes } = fakeTransport(async (body) => {
      if (pushes.length === 1) await gate;
      return applyAll(body);
    });
    // Two engines, like the page's and the service worker's, over the one lock.
    const page = createSyncEngine(transport);
    const worker = createSyncEngine(transport);
    const first = worker.sync();
    await vi.waitFor(() => expect(pushes).toHaveLength(1));
    await write();
    const second = page.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushes).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    // The worker's drain sent the second write (it loops until the outbox is empty) or the page's run after it did.
    expect(pushes.flatMap((push) => push.mutations)).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  test('a write made while another engine is pulling is sent right after that pull, not on the next wake-up', async () => {
    let releasePull!: () => void;
    const pullGate = new Promise<void>((resolve) => (releasePull = resolve));
    const { transport, pushes, pulls } = fakeTransport(applyAll, async (nothingNew) => {
      if (pulls.length === 1) await pullGate;
      return nothingNew;
    });
    const worker = createSyncEngine(transport);
    const page = createSyncEngine(transport);
    const workerRun = worker.sync();
    await vi.waitFor(() => expect(pulls).toHaveLength(1));
    // The worker has drained an empty outbox and is pulling; the learner writes and the page syncs.
    await write();
    const pageRun = page.sync();
    releasePull();
    await Promise.all([workerRun, pageRun]);
    expect(pushes).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  /**
   * A worker's engine syncs a written outbox with its push held at the server; the page's engine
   * syncs meanwhile (so it waits for the worker's), then the push is let through. `setup` may change
   * the transport first; answers the fake's pushes and pulls.
   */
  async function pageWaitsForWorker(setup: (transport: SyncTransport) => void = () => {}) {
    await write();
    let releasePush!: () => void;
    const pushGate = new Promise<void>((resolve) => (releasePush = resolve));
    const fake = fakeTransport(async (body) => {
      await pushGate;
      return applyAll(body);
    });
    setup(fake.transport);
    const worker = createSyncEngine(fake.transport, { setTimer: (() => 0) as never, clearTimer: () => {} });
    const page = createSyncEngine(fake.transport);
    const workerRun = worker.sync();
    await vi.waitFor(() => expect(fake.pushes).toHaveLength(1));
    const pageRun = page.sync();
    releasePush();
    await Promise.all([workerRun, pageRun]);
    return fake;
  }

  test('a sync that waited for another engine and finds nothing left to send does not pull again', async () => {
    const { pushes, pulls } = await pageWaitsForWorker();
    expect(pushes).toHaveLength(1);
    expect(pulls).toHaveLength(1);
  });

  test('a sync that waited for another engine whose pull failed pulls itself', async () => {
    let pullCalls = 0;
    const { pulls } = await pageWaitsForWorker((transport) => {
      const pull = transport.pull.bind(transport);
      // The holder's pull fails (as a page's does when its engine is stopped at a logout mid-sync).
      transport.pull = (query) => (++pullCalls === 1 ? Promise.reject(new TransportFailure('network', 'offline')) : pull(query));
    });
    // The worker's failed pull, then the page's own, which the server answered.
    expect(pullCalls).toBe(2);
    expect(pulls).toHaveLength(1);
    expect(await db.syncState.get('lastSyncedAt')).toBeDefined();
  });
});
