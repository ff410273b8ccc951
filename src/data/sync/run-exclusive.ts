/**
 * One drainer across the page and the service worker (DESIGN §2.4): `navigator.locks` with
 * `ifAvailable`, so a second caller returns at once instead of queueing behind the first. Where
 * the Web Locks API is missing (old browsers, tests), an in-context flag does the same job.
 */
let runningHere = false;

/** Runs `task` unless another context (or this one) holds the 'outbox' lock; then answers 'busy'. */
export async function runExclusive<T>(task: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request('outbox', { ifAvailable: true }, async (lock) => (lock ? task() : 'busy' as const));
  }
  if (runningHere) return 'busy';
  runningHere = true;
  try {
    return await task();
  } finally {
    runningHere = false;
  }
}
