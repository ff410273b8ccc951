// The page's wake-ups: start, `online`, becoming visible, the 30 s timer, every write; stop on logout.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { startPageSync, type PageSync } from '@/data/sync/page-sync';
import { TransportFailure } from '@/data/sync/transport';
import { applyAll, fakeTransport, type PushHandler } from './fake-transport';

const at = '2026-11-22T10:00:00.000Z';
const write = (section = 0) => enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section, progress: 10, completed: false, at });

let running: PageSync | undefined;
/** Pull hints the test sends by hand (`hints.send()`); `hints.stopped` once the page sync let go. */
function fakeHints() {
  const hints = { listeners: new Set<() => void>(), stopped: false, send: () => hints.listeners.forEach((listener) => listener()) };
  const source = (onHint: () => void) => {
    hints.listeners.add(onHint);
    return () => {
      hints.listeners.delete(onHint);
      hints.stopped = true;
    };
  };
  return { hints, source };
}

function start(handler?: PushHandler, options: { intervalMs?: number; hintDelayMs?: number } = {}) {
  const { transport, pushes } = fakeTransport(handler);
  const pulls = vi.fn();
  const pull = transport.pull.bind(transport);
  transport.pull = (query) => (pulls(), pull(query));
  const registerBackgroundSync = vi.fn(async () => {});
  const { hints, source } = fakeHints();
  running = startPageSync({ transport, registerBackgroundSync, pullHints: source, ...options });
  return { sync: running, pushes, pulls, registerBackgroundSync, hints };
}
/** Polls with the real setTimeout (vi.waitFor would advance the fake clock). */
async function eventually(check: () => void | Promise<void>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await clearLocalUserData();
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
  setVisibility('visible');
});

describe('page sync wake-ups', () => {
  test('syncs at start: drains the outbox, then pulls', async () => {
    await write();
    const { pushes, pulls } = start();
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    expect(pushes).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  test('an online event syncs', async () => {
    const { pulls } = start();
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(2));
  });

  test('becoming visible syncs; becoming hidden does not', async () => {
    const { pulls } = start();
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    setVisibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(2));
  });

  test('a page sync started while a stopped one is still pulling pulls itself (a logout, then a sign-in)', async () => {
    let releasePull!: () => void;
    const gate = new Promise<void>((resolve) => (releasePull = resolve));
    const before = fakeTransport();
    const pull = before.transport.pull.bind(before.transport);
    let pulling = false;
    before.transport.pull = async (query) => {
      pulling = true;
      await gate;
      return pull(query);
    };
    const stopped = startPageSync({ transport: before.transport, registerBackgroundSync: async () => {}, pullHints: fakeHints().source });
    await vi.waitFor(() => expect(pulling).toBe(true));
    stopped.stop();
    const { pulls } = start();
    releasePull();
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    expect(await db.syncState.get('lastSyncedAt')).toBeDefined();
  });

  test('syncs every 30 s while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { pulls } = start();
    await eventually(() => expect(pulls).toHaveBeenCalledTimes(1));
    vi.advanceTimersByTime(29_999);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await eventually(() => expect(pulls).toHaveBeenCalledTimes(2));
    vi.advanceTimersByTime(30_000);
    await eventually(() => expect(pulls).toHaveBeenCalledTimes(3));
  });

  test('a write wakes the drain at once and asks for a Background Sync', async () => {
    const { pushes, pulls, registerBackgroundSync } = start();
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    await write();
    await vi.waitFor(() => expect(pushes).toHaveLength(1));
    expect(registerBackgroundSync).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  test('a write made while a sync runs is sent by a second run right after it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await write(0);
    const { pushes } = start(async (body) => {
      if (pushes.length === 1) await gate;
      return applyAll(body);
    });
    await vi.waitFor(() => expect(pushes).toHaveLength(1));
    // The first drain is waiting for its answer; this write's own wake-up finds it busy.
    await write(1);
    release();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  test('a pull hint syncs after the hint delay, once for a burst of hints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { pulls, hints } = start(undefined, { hintDelayMs: 1000 });
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    hints.send();
    hints.send();
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(pulls).toHaveBeenCalledTimes(1);
    hints.send();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(2));
    // The burst is spent: only a new hint schedules another sync.
    vi.advanceTimersByTime(5000);
    await Promise.resolve();
    expect(pulls).toHaveBeenCalledTimes(2);
    hints.send();
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(3));
  });

  test('a 401 pauses until resume() after a fresh token', async () => {
    await write();
    let authorised = false;
    const { sync, pushes } = start((body) => {
      if (!authorised) throw new TransportFailure('unauthorized', '401');
      return applyAll(body);
    });
    await vi.waitFor(() => expect(sync.engine.activity().phase).toBe('paused'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushes).toHaveLength(1);
    authorised = true;
    await sync.resume();
    expect(sync.engine.activity().phase).toBe('idle');
    expect(await db.outbox.count()).toBe(0);
  });

  test('stop() (logout) removes every wake-up: events, the timer and writes do nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { sync, pushes, pulls, registerBackgroundSync, hints } = start();
    await eventually(() => expect(pulls).toHaveBeenCalledTimes(1));
    sync.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(hints.stopped).toBe(true);
    hints.send();
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    vi.advanceTimersByTime(60_000);
    await write();
    await sync.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toHaveBeenCalledTimes(1);
    expect(pushes).toHaveLength(0);
    expect(registerBackgroundSync).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });

  test('an answer arriving after stop() is not written (logout cleared the tables)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { transport } = fakeTransport(undefined, () => ({ cursor: '2', reset: false, lastMutationId: 0, changes: { courses: { put: [{ id: 'c1', title: 'Old user' }], del: [] } } }));
    const pull = transport.pull.bind(transport);
    transport.pull = async (query) => {
      await gate;
      return pull(query);
    };
    const sync = startPageSync({ transport, registerBackgroundSync: async () => {} });
    sync.stop();
    release();
    await sync.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.courses.count()).toBe(0);
  });
});
