// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * `/courses` with 2,000 courses and 50,000 lessons in the local database, in real Chromium: the
 * learner signs in, the app's first sync finishes, the bench fills IndexedDB through the app's own
 * Dexie schema (bench/support/in-page-catalogue-entry.ts), then measures in the page (performance.now):
 * - paint: a click on 'My Courses' in the navigation → the first course card is in the DOM and a
 *   frame has been painted (the route chunk is cached after the first run; the first run counts too);
 * - keystroke: one character typed into 'Search courses' → the first card shows the new result and a frame has painted.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { firstSyncDone, signIn } from '../tests/e2e/support/browser';
import { figure, type Figure } from './support/stats';
import { syncedStoresDefine } from '../scripts/synced-stores';

const COURSES = 2000;
const MODULES = 5;
const LESSONS_PER_MODULE = 5;
/** Each prefix narrows the titles ('Course 0001 …'), so every keystroke changes the first card. */
const TYPED = '1234';

async function injectSeeder(page: Page): Promise<void> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./support/in-page-catalogue-entry.ts', import.meta.url))],
    bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent',
    define: await syncedStoresDefine(),
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)), '@contract': fileURLToPath(new URL('../contract', import.meta.url)) },
  });
  await page.addScriptTag({ content: result.outputFiles[0]!.text });
  await page.waitForFunction(() => 'benchCatalogue' in window);
}

/** Milliseconds from a click on the 'My Courses' link to a painted frame with the first card. */
function navigationMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('no course card painted within 15 s')), 15_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('ul[aria-label="All courses"] li h2')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const link = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'My Courses');
        link!.click();
      }),
  );
}

/** Milliseconds from typing `char` (appended to the search box) to a painted frame whose first card changed. */
function keystrokeMs(page: Page, char: string): Promise<number> {
  return page.evaluate(
    (c) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        const selector = 'ul[aria-label="All courses"] li h2';
        const before = document.querySelector(selector)?.textContent;
        setTimeout(() => reject(new Error(`the first card did not change within 15 s: ${before} → ${document.querySelector(selector)?.textContent} for "${input.value}"`)), 15_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)?.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document.querySelector('main')!, { childList: true, subtree: true, characterData: true });
        // React listens for input events; the native setter keeps its value tracker in step.
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, input.value + c);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    char,
  );
}

async function clickNav(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

const log = (message: string) => process.env.BENCH_DEBUG && console.error(`courses: ${message}`);

export async function coursesFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, 'learner');
  // The first sync (a reset) replaces the cached tables: seed only after it has run.
  await firstSyncDone(page);
  log('first sync done');
  // From here the app reads only its local database: a later pull answering `reset` would replace
  // the seeded tables (seen here once a minute into a run), and syncing would compete for the CPU.
  await page.route('**/api/sync/**', (route) => route.abort());
  await injectSeeder(page);
  const seeded = await page.evaluate(([c, m, l]) => window.benchCatalogue.seedCatalogue(c!, m!, l!), [COURSES, MODULES, LESSONS_PER_MODULE]);
  log(`seeded ${JSON.stringify(seeded)}`);
  if (process.env.BENCH_DEBUG) for (let i = 0; i < 3; i += 1) log(JSON.stringify(await page.evaluate(() => window.benchCatalogue.timeReads())));
  // A reload, so the app's own database connection sees the new rows.
  await page.reload();
  await page.locator('main').getByRole('heading').first().waitFor();
  const paints: number[] = [];
  const keystrokes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await clickNav(page, 'Home');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    paints.push(await navigationMs(page));
    log(`paint ${paints.at(-1)}`);
    for (const char of TYPED) keystrokes.push(await keystrokeMs(page, char));
  }
  await context.close();
  const note = `${seeded.courses} courses, ${seeded.lessons} lessons`;
  return [
    figure('/courses paints (in-app navigation)', 'ms', paints, { limit: 300, lowerIsBetter: true }, note),
    figure('/courses search keystroke', 'ms', keystrokes, { limit: 50, lowerIsBetter: true }, note),
  ];
}
