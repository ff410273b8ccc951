/**
 * Defers work until the first screen has painted (the router reports its first render), so that
 * optional code — Firebase Auth, the local database, the service worker — never competes with
 * the code the first screen needs.
 */

let markPaintedResolve: () => void = () => {};
const painted = new Promise<void>((resolve) => (markPaintedResolve = resolve));
let paintedDone = false;
void painted.then(() => (paintedDone = true));

/** Reports that the first screen has rendered; the deferred work starts after the next frame. */
export function markPainted(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(markPaintedResolve, 0));
  else markPaintedResolve();
}

/**
 * Resolves at the frame after the first screen rendered: for the first screen's own content that
 * needs more code or the local database (a returning learner's dashboard), not for optional work.
 */
export function firstPainted(): Promise<void> {
  return painted;
}

/**
 * How long after the first paint deferred work waits: the first screen's own requests (fonts,
 * images) and the user's first taps get the network and the main thread first.
 */
export const DEFER_AFTER_PAINT_MS = 1000;

/** The longest the first screen's own content holds the deferred work back, counted from the first paint. */
export const HOLD_AFTER_PAINT_MAX_MS = 3000;

const holds: Array<Promise<unknown>> = [];

/**
 * Holds the deferred work ({@link afterPaint}) back until `until` settles, at most
 * {@link HOLD_AFTER_PAINT_MAX_MS} after the first paint: a returning learner's dashboard shows the
 * device's content before the session check and the first sync's apply compete with it. Asked after
 * the first paint, it does nothing.
 */
export function holdDeferredWork(until: Promise<unknown>): void {
  // Only the first screen holds it: a screen opened later must not hold back another's deferred work.
  if (paintedDone) return;
  holds.push(until.catch(() => undefined));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the first screen is shown: at the frame after its first paint and once what holds
 * the deferred work ({@link holdDeferredWork}: a returning learner's dashboard parts) has settled, at
 * most {@link HOLD_AFTER_PAINT_MAX_MS} after the paint. No idle wait: for telling the service worker
 * that a catch-up held for the page may now be applied.
 */
export function firstScreenShown(): Promise<void> {
  return painted.then(() => Promise.race([Promise.all(holds), delay(HOLD_AFTER_PAINT_MAX_MS)])).then(() => undefined);
}

/**
 * Resolves a second after the first screen has painted and once what holds it
 * ({@link holdDeferredWork}) has settled, when the browser is idle (or after 2 s more).
 */
export function afterPaint(): Promise<void> {
  return painted
    .then(() => Promise.all([delay(DEFER_AFTER_PAINT_MS), Promise.race([Promise.all(holds), delay(HOLD_AFTER_PAINT_MAX_MS)])]))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
          else resolve();
        }),
    );
}

/**
 * Resolves in a new task (a message to itself: not throttled like a timer in a hidden tab), so the
 * browser can paint and answer input between the steps of long work. No setTimeout: after five
 * nested timeouts a browser waits at least 4 ms each, idle time that made a third of a large import.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
