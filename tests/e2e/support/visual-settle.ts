/**
 * When a screen is still enough to photograph. `waitForScreen` (axe.ts) sees the heading and no
 * loader, but a part may still be on its way without a loader of its own yet (a lazy chunk, a
 * DelayedLoader in its delay): here the page must also have no request without an answer and no
 * DOM change for a while.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { waitForScreen } from './axe';

const QUIET_MS = 400;
const SETTLE_LIMIT_MS = 8_000;

/** Counts DOM changes in every page of `context` (read by {@link waitForStill}); call before opening pages. */
export async function countDomChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __domChanges: number };
    w.__domChanges = 0;
    new MutationObserver(() => (w.__domChanges += 1)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Requests of `page` still waiting for their answer's headers (an event stream counts once it is open). */
export function trackRequests(page: Page): () => number {
  const waiting = new Set<unknown>();
  page.on('request', (r) => waiting.add(r));
  page.on('response', (r) => waiting.delete(r.request()));
  page.on('requestfailed', (r) => waiting.delete(r));
  return () => waiting.size;
}

/**
 * Waits until the screen is ready (`waitForScreen`), no request waits and the DOM has not changed
 * for QUIET_MS. A screen that keeps changing is photographed after SETTLE_LIMIT_MS as it is: the
 * comparison then names it.
 */
export async function waitForStill(page: Page, waiting: () => number, where: string): Promise<void> {
  const changes = () => page.evaluate(() => (window as unknown as { __domChanges?: number }).__domChanges ?? 0);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  await waitForScreen(page, where);
  let seen = await changes();
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_MS);
    const now = await changes();
    if (now === seen && waiting() === 0) {
      // Still after the quiet spell: once more the screen's own readiness (a loader may have come up).
      await waitForScreen(page, where, { settleMs: 0 });
      if ((await changes()) === now) return;
    }
    seen = await changes();
  }
}
