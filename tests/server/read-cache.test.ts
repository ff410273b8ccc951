/** ReadCache: per-database entries, TTL, prefix invalidation, failures not kept. */
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { ReadCache } from '../../server/db/read-cache';

const dbA = {} as Database;
const dbB = {} as Database;

describe('ReadCache', () => {
  it('loads once per key and database within the TTL', async () => {
    const cache = new ReadCache<number>(60_000);
    const load = vi.fn(async () => 1);
    await cache.get(dbA, '5:learner', load);
    await cache.get(dbA, '5:learner', load);
    await cache.get(dbB, '5:learner', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after the TTL and after invalidation of a prefix', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache<number>(1_000);
      const load = vi.fn(async () => 1);
      await cache.get(dbA, '5:staff', load);
      vi.advanceTimersByTime(1_001);
      await cache.get(dbA, '5:staff', load);
      cache.invalidate(dbA, '5:');
      await cache.get(dbA, '5:staff', load);
      await cache.get(dbA, '7:staff', load);
      cache.invalidate(dbA, '5:');
      await cache.get(dbA, '7:staff', load);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<number>(60_000);
    await expect(cache.get(dbA, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get(dbA, 'k', async () => 2)).resolves.toBe(2);
  });
});
