/**
 * The first screen's local reads, started before React renders (src/app/early-reads.ts): a returning
 * learner's dashboard opens Dexie and reads its rows on IndexedDB's thread while the entry evaluates,
 * and renders its device content in the first commit when they are done (issue 55 item 3).
 */

let started: Promise<void> | undefined;
let settled = false;

/** Records the early reads (one set per page load); `earlyReadsSettled` answers true once they settle. */
export function startEarlyReads(reads: Promise<unknown>): void {
  if (started) return;
  performance.mark('early-reads:start');
  started = reads.then(
    () => undefined,
    () => undefined,
  );
  void started.then(() => {
    settled = true;
    performance.mark('early-reads:done');
  });
}

/** Whether early reads were started and have settled (their results are ready for the first render). */
export function earlyReadsSettled(): boolean {
  return settled;
}

/** Resolves when the early reads settle; `undefined` when none were started. */
export function earlyReadsDone(): Promise<void> | undefined {
  return started;
}

/**
 * Resolves when the early reads settle or after `ms`, whichever comes first; at once when none were
 * started: the entry waits this long before React's first render, so the device's content is in the
 * first commit rather than a commit after it.
 */
export function earlyReadsWithin(ms: number): Promise<void> {
  if (!started || settled) return Promise.resolve();
  return Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
