// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
// A returning learner's /dashboard paints the device's last dashboard from the document the service
// worker serves (src/data/dashboard-snapshot.ts), before the entry script has run; the app's first
// commit replaces it with the same screen, in the same place, and it goes live; logging out deletes it.
// Only the part above the fold is kept (use-dashboard-snapshot.ts `markupAboveTheFold`).
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { firstSyncDone, offlineReady, signIn } from './support/browser';

let page: Page | undefined;
const suite = productSuite();

/** The kept snapshot's JSON as the page's Cache Storage holds it, or null. */
function keptSnapshot(p: Page): Promise<{ uid: string; html: string } | null> {
  return p.evaluate(async () => {
    const response = await caches.match('/__snapshot/dashboard', { cacheName: 'app-snapshot' });
    return response ? ((await response.json()) as { uid: string; html: string }) : null;
  });
}

/**
 * Records, in every new document: the first frame at which `#root` holds `text`, whether the entry
 * had evaluated by then, the snapshot marks on `#root` and the headings' tops in that frame; and
 * the layout shifts.
 */
async function watchFirstContent(context: BrowserContext, text: string): Promise<void> {
  await context.addInitScript((watched) => {
    const w = window as unknown as { firstContent?: object; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    let seen = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (seen || !root?.textContent?.includes(watched)) return;
      seen = true;
      // The first frame says whether the entry had run; the next one measures (a list's
      // `content-visibility: auto` items take their real size in the first frame's rendering).
      requestAnimationFrame(() => {
        const entryEvaluated = performance.getEntriesByName('entry:evaluated', 'mark').length > 0;
        requestAnimationFrame(() => {
          w.firstContent = {
            entryEvaluated,
            snapshot: root.dataset.snapshot ?? null,
            inert: root.inert,
            busy: root.getAttribute('aria-busy'),
            tops: [...root.querySelectorAll('h1, h2')].map((h) => [h.textContent, Math.round(h.getBoundingClientRect().top)]),
          };
        });
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

test.each([390, 1280])('at %i px, a returning learner sees their dashboard before the app has started, then the app takes it over in place; logout deletes it', async (width) => {
  screenshotOnFailure(() => page, `dashboard-snapshot-${width}`);
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await firstSyncDone(page);
  await offlineReady(page);
  const continueLink = page.locator('a[href*="/course-player/"]').first();
  const lesson = (await continueLink.textContent())!.trim();
  expect(lesson).not.toBe('');
  // Kept once the dashboard is shown and quiet.
  await expect.poll(async () => (await keptSnapshot(page!))?.html.includes(lesson) ?? false, { timeout: 20_000 }).toBe(true);

  await watchFirstContent(context, lesson);
  const response = await page.goto(`${suite.product.baseUrl}/dashboard`);
  const served = await response!.text();
  expect(served).toContain('data-snapshot="dashboard"');
  expect(served).toContain(lesson);
  // Painted from the document: the content was there before the entry evaluated, inert and busy.
  await page.waitForFunction(() => (window as unknown as { firstContent?: object }).firstContent !== undefined, undefined, { timeout: 30_000 });
  type First = { entryEvaluated: boolean; snapshot: string | null; inert: boolean; busy: string | null; tops: Array<[string, number]> };
  const first = await page.evaluate(() => (window as unknown as { firstContent: First }).firstContent);
  expect(first).toMatchObject({ entryEvaluated: false, snapshot: 'dashboard', inert: true, busy: 'true' });

  // The app takes over: the marks go, the headings stay where they were, nothing shifts, and it is live.
  await page.locator('#root:not([data-snapshot]):not([inert]):not([aria-busy])').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('heading', { name: 'Continue learning' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const tops = await page.evaluate(() => [...document.querySelectorAll('#root h1, #root h2')].map((h): [string, number] => [h.textContent ?? '', Math.round(h.getBoundingClientRect().top)]));
  for (const [heading, top] of first.tops) expect(tops, heading).toContainEqual([heading, top]);
  // Only what lies above the fold was kept: no heading that lies below it came in the document.
  const belowTheFold = tops.filter(([, top]) => top >= 800).map(([heading]) => heading);
  if (width === 390) expect(belowTheFold.length, 'the phone\'s dashboard goes on below the fold').toBeGreaterThan(0);
  for (const heading of belowTheFold) expect(first.tops.map(([h]) => h), `${heading} lies below the fold`).not.toContain(heading);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  await continueLink.click();
  await page.waitForURL('**/course-player/**');

  // Logging out deletes it: the next /dashboard document holds nothing of the learner's.
  await page.goto(`${suite.product.baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login**');
  await expect.poll(() => keptSnapshot(page!)).toBe(null);
  const after = await (await page.goto(`${suite.product.baseUrl}/dashboard`))!.text();
  expect(after).not.toContain('data-snapshot');
  expect(after).not.toContain(lesson);
  await context.close();
});
