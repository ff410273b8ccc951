/** Exponential backoff with full jitter (AWS architecture blog's "full jitter"), capped. */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

/**
 * The wait before retry number `attempt` (0 for the first retry): a random time between 0 and
 * min(max, base · 2^attempt), so that many devices coming back online do not retry in step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}
