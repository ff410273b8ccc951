/**
 * One drainer across the page and the service worker (DESIGN §2.4): the 'outbox' lock of
 * `navigator.locks`. A caller first asks with `ifAvailable`; when another context holds the lock, it
 * queues once behind the holder and runs right after it, because the holder may already have
 * drained and be pulling: a write made meanwhile would otherwise wait for the next wake-up (up to
 * 30 s). A second call of the same task while it waits joins that wait. Where the Web Locks API is
 * missing (old browsers, tests), an in-context promise does the same job.
 */

/** The part of `navigator.locks` used here (tests pass their own). */
export type OutboxLocks = Pick<LockManager, 'request'>;

const LOCK = 'outbox';

/** What this context runs or waits to run, per task, so that a second call joins the first. */
const waiting = new WeakMap<Task<unknown>, Promise<unknown>>();

/** A run under the lock; `waited` is true when it ran only after another holder let go. */
export type Task<T> = (waited: boolean) => Promise<T>;

/** The in-context stand-in for the lock: the run in progress. */
let heldHere: Promise<unknown> | null = null;

function browserLocks(): OutboxLocks | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

async function runHeldHere<T>(task: () => Promise<T>): Promise<T> {
  let release!: () => void;
  heldHere = new Promise<void>((resolve) => (release = resolve));
  try {
    return await task();
  } finally {
    heldHere = null;
    release();
  }
}

/** Runs `task` at once if the lock is free; answers 'busy' otherwise. */
async function tryNow<T>(task: () => Promise<T>, locks: OutboxLocks | undefined): Promise<T | 'busy'> {
  if (locks) return locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? task() : ('busy' as const)));
  return heldHere ? 'busy' : runHeldHere(task);
}

/** Runs `task` under the lock once every earlier holder has let go. */
async function runAfterHolder<T>(task: () => Promise<T>, locks: OutboxLocks | undefined): Promise<T> {
  if (locks) return locks.request(LOCK, async () => task());
  while (heldHere) await heldHere;
  return runHeldHere(task);
}

/** Runs `task` under the 'outbox' lock: now if it is free, else right after the current holder. */
export async function runExclusive<T>(task: Task<T>, locks: OutboxLocks | undefined = browserLocks()): Promise<T> {
  const joined = waiting.get(task) as Promise<T> | undefined;
  if (joined) return joined;
  const first = await tryNow(() => task(false), locks);
  if (first !== 'busy') return first;
  const again = waiting.get(task) as Promise<T> | undefined;
  if (again) return again;
  // Once it starts, a new call queues again: this run may already be past its drain.
  const starting = () => {
    waiting.delete(task);
    return task(true);
  };
  const queued = runAfterHolder(starting, locks);
  waiting.set(task, queued);
  return queued.finally(() => {
    if (waiting.get(task) === queued) waiting.delete(task);
  });
}
