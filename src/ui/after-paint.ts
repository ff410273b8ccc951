/**
 * Defers work until the first screen has painted (the router reports its first render), so that
 * optional code — Firebase Auth, the local database, the service worker — never competes with
 * the code the first screen needs.
 */

let markPaintedResolve: () => void = () => {};
const painted = new Promise<void>((resolve) => (markPaintedResolve = resolve));

/** Reports that the first screen has rendered; the deferred work starts after the next frame. */
export function markPainted(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(markPaintedResolve, 0));
  else markPaintedResolve();
}

/** Resolves once the first screen has painted and the browser is idle (or after 2 s of waiting). */
export function afterPaint(): Promise<void> {
  return painted.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 0);
      }),
  );
}
