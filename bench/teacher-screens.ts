/**
 * `BENCH_ONLY=teacher` (issue 16, item 8): a teacher with 10 batches × 60 learners × 20 quizzes × 3
 * attempts (bench/teacher-data.ts) on a product over its own PostgreSQL. Timed in Chromium:
 * - the teacher's full pull applied (the app's own sync modules injected, a fresh database a run);
 * - in-app navigation to each teacher screen until its `[data-ready="true"]` is in the DOM and a
 *   frame is painted (the teacher signed in through the app, their first sync done). A screen that
 *   never sets the marker (still a placeholder) is printed as 'not built';
 * - the same for the admin's people list (10,000 people), batches and the quiz editor with 100
 *   questions (bench/teacher-data.ts `seedAdminScale`; the editor also reads the published version
 *   from the API). The JS chunks each screen fetches on its first visit are printed with their sizes.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { appTookOver, firstSyncDone, launchBrowser, signIn } from '../tests/e2e/support/browser';
import { injectInPageSync } from '../tests/e2e/support/in-page-sync';
import { tokenFor } from '../tests/e2e/support/server-api';
import { ORGANISATION_HEADER, PULL_PAGE_START } from '../contract/wire';
import { figure, type Figure } from './support/stats';
import { ADMIN_SCALE, TEACHER_SCALE, withTeacherScaleProduct } from './teacher-data';

/** The teacher screens timed; one learner record by its membership id. */
const SCREENS = [
  '/teacher-dashboard/batches',
  '/teacher-dashboard/batch-students',
  '/teacher-dashboard/batch-students/tb-m1',
  '/teacher-dashboard/quiz-results',
];
/** The admin screens timed (issue 17 item 9, issue 20 item 6): the people list at 10,000 people, batches, the quiz editor. */
const ADMIN_SCREENS = ['/admin-dashboard/people', '/admin-dashboard/batches', `/quizess/${ADMIN_SCALE.editorQuiz}`];
const READY_LIMIT_MS = 10_000;

/** One full pull of the teacher in a fresh context (service worker blocked, so the app's own sync does not run). */
async function timedPull(browser: Browser, baseUrl: string): Promise<{ rows: number; ms: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    // Signed out and started (its entry runs after the first paint): the token set below is not read by the app's session.
    await appTookOver(page);
    const token = await tokenFor(baseUrl, 'teacher');
    await page.evaluate((t) => localStorage.setItem('session', t), token);
    await injectInPageSync(page);
    return await page.evaluate(() => window.inPageSync.pull());
  } finally {
    await context.close();
  }
}

/**
 * The same full pull fetched by Node alone (every page, JSON parsed, nothing applied): the server's
 * share of the Chromium figure, and the size of what crosses the wire (UTF-8, and gzipped page by
 * page as a compressing proxy would send it). `pack`: as the app asks (issue 55 item 5), or as an
 * older client, rows unpacked.
 */
async function serverPull(baseUrl: string, pack: boolean): Promise<{ ms: number; bytes: number; gzip: number }> {
  const token = await tokenFor(baseUrl, 'teacher');
  const headers = { Authorization: `Bearer ${token}`, [ORGANISATION_HEADER]: '5', Accept: 'application/json' };
  const clientId = randomUUID();
  const start = performance.now();
  let bytes = 0;
  let gzip = 0;
  let page: string | undefined = PULL_PAGE_START;
  for (;;) {
    const query = new URLSearchParams({ clientId, page, ...(pack ? { pack: 'memberQuizResults' } : {}) });
    const response = await fetch(`${baseUrl}/api/sync/pull?${query}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`pull answered ${response.status}: ${text.slice(0, 200)}`);
    bytes += Buffer.byteLength(text);
    gzip += gzipSync(text).length;
    const answer = JSON.parse(text) as { more?: boolean; page?: string };
    if (!answer.more || !answer.page) break;
    page = answer.page;
  }
  return { ms: performance.now() - start, bytes, gzip };
}

/** Milliseconds from an in-app navigation to `path` until a ready screen is painted, or null after the limit. */
function navigate(page: Page, path: string): Promise<number | null> {
  // No named inner functions: tsx's keepNames would wrap them in `__name`, which the page lacks.
  return page.evaluate(
    async ([to, limit]) => {
      const start = performance.now();
      const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
      history.pushState({ __TSR_index: index + 1, key: String(start), __TSR_key: String(start) }, '', to as string);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      while (!document.querySelector('[data-ready="true"]')) {
        if (performance.now() - start > (limit as number)) return null;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    [path, READY_LIMIT_MS] as const,
  );
}

/** Leaves for a screen without the marker, and waits until no marker is left in the DOM. */
async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.pushState({ __TSR_index: ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1 }, '', '/profile');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await page.waitForFunction(() => !document.querySelector('[data-ready]'), undefined, { timeout: 30_000 });
}

/** Signs `persona` in through the app and waits until their first sync has put `expected` rows in `store`. */
async function signedInStaff(browser: Browser, baseUrl: string, persona: 'teacher' | 'admin', store: string, expected: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, persona);
  // Polled from here: `waitForFunction` takes a predicate's pending promise as a truthy answer and
  // returned at once, so the screens were timed while this first sync still wrote its pages.
  const deadline = Date.now() + 600_000;
  for (;;) {
    const count = await page.evaluate(
      ([name]) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('learning-platform');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const names = Array.from(open.result.objectStoreNames);
            if (!names.includes(name)) return resolve(0);
            const request = open.result.transaction(name).objectStore(name).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(0);
          };
        }),
      [store] as const,
    );
    if (count >= expected) break;
    if (Date.now() > deadline) throw new Error(`${persona}: ${store} holds ${count} rows, not ${expected}, after 10 minutes`);
    await page.waitForTimeout(1000);
  }
  await firstSyncDone(page);
  return page;
}

/** `work`'s result, and the JS files (with compressed sizes) the page fetched meanwhile: a route's chunks on its first visit. */
async function chunksFetchedDuring<T>(page: Page, work: () => Promise<T>): Promise<{ result: T; chunks: string[] }> {
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  const result = await work();
  const chunks = await page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(from)
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => `${new URL(entry.name).pathname.replace('/assets/', '')} ${(entry.encodedBodySize / 1024).toFixed(1)} KB`),
    before,
  );
  return { result, chunks };
}

/** Each screen's paint, `runs` times (the first run fetches its route chunks, which are printed). */
async function screenFigures(page: Page, screens: readonly string[], runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const screen of screens) {
    const times: number[] = [];
    let built = true;
    for (let i = 0; i < runs && built; i += 1) {
      await leave(page);
      const { result: ms, chunks } = await chunksFetchedDuring(page, () => navigate(page, screen));
      if (i === 0) process.stdout.write(`\n  ${screen}: chunks fetched on the first visit: ${chunks.join(', ') || 'none (already loaded)'}\n`);
      if (ms === null) built = false;
      else times.push(ms);
    }
    if (built) figures.push(figure(`${screen} paint from local data (in-app navigation)`, 'ms', times, { limit: 300, lowerIsBetter: true }));
    else process.stdout.write(`\n  ${screen}: not built (no [data-ready="true"] within ${READY_LIMIT_MS / 1000} s)\n`);
  }
  return figures;
}

export async function teacherScreenFigures(runs: number): Promise<Figure[]> {
  return withTeacherScaleProduct(true, async (baseUrl) => {
    const { batches, learnersPerBatch, quizzes, attempts } = TEACHER_SCALE;
    const total = batches * learnersPerBatch * quizzes * attempts;
    const browser = await launchBrowser();
    try {
      // (inPageSync.pull answers the last page's row count, so only its time is reported.)
      const pulls: Array<{ rows: number; ms: number }> = [];
      for (let i = 0; i < runs; i += 1) pulls.push(await timedPull(browser, baseUrl));
      const served: Array<{ ms: number; bytes: number; gzip: number }> = [];
      for (let i = 0; i < runs; i += 1) served.push(await serverPull(baseUrl, true));
      const unpacked = await serverPull(baseUrl, false);
      const figures = [
        figure(`teacher full pull applied in Chromium (${batches}×${learnersPerBatch} learners, ${total} attempts)`, 'ms', pulls.map((p) => p.ms),
          { limit: 1000, lowerIsBetter: true }),
        figure('  of which the server: the same pages fetched and parsed by Node', 'ms', served.map((p) => p.ms)),
        figure('  size of the full pull (JSON, memberQuizResults packed)', 'MB', served.map((p) => p.bytes / 1_000_000), { limit: 4, lowerIsBetter: true }),
        figure('  size of the full pull (gzip, page by page)', 'MB', served.map((p) => p.gzip / 1_000_000)),
        figure('  size of the same pull for an older client (rows, JSON)', 'MB', [unpacked.bytes / 1_000_000]),
        figure('  size of the same pull for an older client (gzip)', 'MB', [unpacked.gzip / 1_000_000]),
      ];
      // The device stores one memberQuizResults row per learner (holding their attempts).
      const teacher = await signedInStaff(browser, baseUrl, 'teacher', 'memberQuizResults', batches * learnersPerBatch);
      figures.push(...(await screenFigures(teacher, SCREENS, runs)));
      await teacher.context().close();
      const admin = await signedInStaff(browser, baseUrl, 'admin', 'people', ADMIN_SCALE.people);
      figures.push(...(await screenFigures(admin, ADMIN_SCREENS, runs)));
      return figures;
    } finally {
      await browser.close();
    }
  });
}
