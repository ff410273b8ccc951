// The 'outbox' lock over the Web Locks API (jsdom has none: a small exclusive lock with a queue
// and `ifAvailable` stands in for the browser's; tests/e2e/chat.test.ts runs the real one).
import { describe, expect, test } from 'vitest';
import { runExclusive, type OutboxLocks } from '@/data/sync/run-exclusive';

/** One exclusive lock per name, granted in request order; `ifAvailable` gets `null` when it is taken. */
function fakeLocks(): OutboxLocks & { held: () => boolean } {
  let tail: Promise<void> = Promise.resolve();
  let taken = false;
  let queued = 0;
  const request = (async (_name: string, ...rest: unknown[]) => {
    const options = (rest.length === 2 ? rest[0] : {}) as LockOptions;
    const callback = rest.at(-1) as (lock: Lock | null) => Promise<unknown>;
    if (options.ifAvailable && (taken || queued > 0)) return callback(null);
    const before = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => (release = resolve));
    queued += 1;
    await before;
    queued -= 1;
    taken = true;
    try {
      return await callback({ name: 'outbox', mode: 'exclusive' } as Lock);
    } finally {
      taken = false;
      release();
    }
  }) as OutboxLocks['request'];
  return { request, held: () => taken };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('runExclusive over Web Locks', () => {
  test('runs at once when the lock is free', async () => {
    const locks = fakeLocks();
    expect(await runExclusive(async () => 'ran', locks)).toBe('ran');
  });

  test('when another context holds the lock, runs once right after it lets go', async () => {
    const locks = fakeLocks();
    const other = gate();
    const order: string[] = [];
    const holder = runExclusive(async () => {
      order.push('holder starts');
      await other.opened;
      order.push('holder ends');
    }, locks);
    const mine = runExclusive(async () => {
      order.push('mine');
      return 'sent';
    }, locks);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['holder starts']);
    other.open();
    expect(await mine).toBe('sent');
    await holder;
    expect(order).toEqual(['holder starts', 'holder ends', 'mine']);
  });

  test('calls of one task while it waits join that wait; a call once it runs waits for another turn', async () => {
    const locks = fakeLocks();
    const other = gate();
    const holder = runExclusive(() => other.opened, locks);
    const inside = gate();
    let runs = 0;
    const task = async () => {
      runs += 1;
      if (runs === 1) await inside.opened;
    };
    const waits = [runExclusive(task, locks), runExclusive(task, locks), runExclusive(task, locks)];
    other.open();
    await holder;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toBe(1);
    // The run in progress may be past its drain: a new call must run again after it.
    const later = runExclusive(task, locks);
    inside.open();
    await Promise.all([...waits, later]);
    expect(runs).toBe(2);
    expect(locks.held()).toBe(false);
  });
});
