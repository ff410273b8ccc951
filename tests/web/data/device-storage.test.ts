// Storage: the quota error (as Dexie reports it) from a write or a pull loses nothing; persist and estimate.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import {
  estimateStorage,
  formatBytes,
  isQuotaError,
  onStorageFull,
  reportIfStorageFull,
  requestPersistentStorage,
  resetPersistRequest,
} from '@/data/device-storage';
import { clearLocalUserData } from '@/data/local-data';
import { createSyncEngine } from '@/data/sync/engine';
import { enqueue } from '@/data/sync/outbox';
import { pullChanges } from '@/data/sync/pull';
import { startPageSync } from '@/data/sync/page-sync';
import { fakeTransport } from './sync/fake-transport';
import { courseRow } from '../support/rows';

const at = '2026-11-22T10:00:00.000Z';
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Makes IndexedDB refuse writes to `store` as a full disk does. */
function fillDisk(store: string) {
  for (const method of ['add', 'put'] as const) {
    const original = IDBObjectStore.prototype[method];
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (this.name === store) throw quotaError();
      return original.apply(this, args);
    });
  }
}

beforeEach(async () => {
  await clearLocalUserData();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quota errors', () => {
  test('are recognised bare and wrapped in an AbortError by Dexie', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError(Object.assign(new Error('aborted'), { name: 'AbortError', inner: quotaError() }))).toBe(true);
    expect(isQuotaError(Object.assign(new Error('aborted'), { name: 'AbortError', inner: null }))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });

  test('a write that hits the quota is reported, and neither it nor its local change is half-stored', async () => {
    await db.courses.put(courseRow({ id: 'c1', title: 'Algebra' }));
    await enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section: 0, progress: 10, completed: false, at });
    const full = vi.fn();
    const stop = onStorageFull(full);
    fillDisk('outbox');
    const write = enqueue(
      'progress.set',
      { courseId: 'c1', lessonId: 'l1', section: 1, progress: 90, completed: true, at },
      { tables: [db.courses], applyLocally: () => db.courses.update('c1', { title: 'Algebra (changed)' }) },
    );
    await expect(write).rejects.toSatisfy(isQuotaError);
    stop();
    expect(full).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    // The transaction aborted as a whole: the optimistic change is gone, the earlier write is kept.
    expect(await db.courses.get('c1')).toEqual(courseRow({ id: 'c1', title: 'Algebra' }));
    expect((await db.outbox.toArray()).map((row) => (row.args as { section: number }).section)).toEqual([0]);
  });

  test('a pull that hits the quota is reported and applies nothing', async () => {
    await db.courses.put(courseRow({ id: 'c1', title: 'Kept' }));
    await enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section: 0, progress: 10, completed: false, at });
    const { transport } = fakeTransport(
      () => ({ lastMutationId: 0, results: [] }),
      () => ({
        cursor: '9',
        reset: true,
        lastMutationId: 1,
        changes: { courses: { put: [{ id: 'c2', title: 'New' }], del: [] }, lessons: { put: [{ id: 'l1', courseId: 'c2', moduleId: 'm' }], del: [] } },
      }),
    );
    const full = vi.fn();
    const stop = onStorageFull(full);
    fillDisk('lessons');
    await expect(pullChanges(transport)).rejects.toSatisfy(isQuotaError);
    // Through the engine the same failure reaches the storage-full listeners.
    await db.outbox.clear();
    const engine = createSyncEngine(transport, { onError: reportIfStorageFull, setTimer: (() => 0) as never, clearTimer: (() => {}) as never });
    await engine.sync();
    stop();
    expect(full).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    expect(await db.courses.toArray()).toEqual([courseRow({ id: 'c1', title: 'Kept' })]);
    expect(await db.lessons.count()).toBe(0);
    expect(await db.syncState.get('cursor')).toBeUndefined();
  });

  test('the page sync reports a pull that hits the quota', async () => {
    const { transport } = fakeTransport(undefined, () => ({ cursor: '1', reset: false, lastMutationId: 0, changes: { courses: { put: [{ id: 'c1', title: 'A' }], del: [] } } }));
    const full = vi.fn();
    const stop = onStorageFull(full);
    fillDisk('courses');
    const sync = startPageSync({ transport, registerBackgroundSync: async () => {}, pullHints: () => () => {} });
    // Reported, at least once: the engine retries a failed sync, so a slow machine may see more
    // attempts (each reported) before this wait looks.
    await vi.waitFor(() => expect(full).toHaveBeenCalled());
    sync.stop();
    stop();
  });
});

describe('persistence and usage', () => {
  afterEach(() => resetPersistRequest());

  test('persist() is asked once per page, and not when already persisted', async () => {
    const storage = { persist: vi.fn(async () => true), persisted: vi.fn(async () => false) };
    await expect(requestPersistentStorage(storage)).resolves.toBe(true);
    await requestPersistentStorage(storage);
    expect(storage.persist).toHaveBeenCalledOnce();
    resetPersistRequest();
    const already = { persist: vi.fn(async () => true), persisted: vi.fn(async () => true) };
    await requestPersistentStorage(already);
    expect(already.persist).not.toHaveBeenCalled();
  });

  test('without the Storage API nothing is asked and nothing is estimated', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe(false);
    await expect(estimateStorage(undefined)).resolves.toBeNull();
    await expect(estimateStorage({ estimate: async () => ({}) })).resolves.toBeNull();
  });

  test('usage and quota in words', async () => {
    await expect(estimateStorage({ estimate: async () => ({ usage: 12_900_000, quota: 1_288_490_189 }) })).resolves.toEqual({
      usage: 12_900_000,
      quota: 1_288_490_189,
    });
    expect(formatBytes(12_897_485)).toBe('12.3 MB');
    expect(formatBytes(1_288_490_189)).toBe('1.2 GB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
});
