// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * `BENCH_ONLY=returning` (issue 55 item 3): a learner back after 14 days. Each run: a fresh device
 * (a browser with its own user-data directory) signs in through the slow-4G proxy
 * (bench/support/latency-proxy.ts), its service worker installed and its first pull applied (not
 * timed); then the browser quits, its storage kept on disk, so nothing of the device (page or
 * service worker) can reach the server while it is away. The server then changes as two weeks
 * would, through the product's API (bench/support/fortnight.ts): the 2 lessons of the learner's
 * 'Continue learning' course edited and published, the course's quiz published again, 500 messages
 * in the learner's rooms by the teacher, 3 feedback notes on the learner's graded attempt. Then the
 * browser starts again on the same directory and the app opens on /dashboard with 4× CPU through
 * the same proxy, and the page records (from navigation start, at the next frame after the DOM
 * showed it) when 'Continue learning' shows the lesson title from the device and when it shows the
 * edited title; plus the catch-up pull's bytes, page's and service worker's. A run fails if the
 * catch-up did not carry the fortnight (under {@link MIN_CATCH_UP_JSON} of pulled JSON): the bench
 * then measures no return (as it did when the device's service worker caught up while it was away).
 *
 * `RETURNING_PROFILE=1`: V8's sampling profile of the return from navigation to the device content,
 * printed by script and function with the page's timeline (document, scripts, paints); with
 * `RETURNING_PROFILE_DIR`, also written there as `return-<run>.cpuprofile`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, firstSyncDone, offlineReady, signIn } from '../tests/e2e/support/browser';
import { printProfile, type Profile } from './support/cpu-profile';
import { fortnightAway, type Fortnight } from './support/fortnight';
import { SLOW_4G, startLatencyProxy, type LatencyProxy } from './support/latency-proxy';
import { figure, summarise, type Figure } from './support/stats';

interface Opened {
  deviceMs: number; currentMs: number; pulls: number; workerPulls: number; pullWire: number; pullJson: number; pullDoneMs: number; down: number; up: number;
}

/** Records, from navigation start, when `#root`'s text first holds each watched string (at the frame after). */
async function watchTexts(page: Page, texts: Record<string, string>): Promise<void> {
  await page.context().addInitScript((watched) => {
    const seen: Record<string, number> = {};
    (window as unknown as { seenTexts: typeof seen }).seenTexts = seen;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent ?? '';
      for (const [key, value] of Object.entries(watched)) {
        if (seen[key] === undefined && text.includes(value)) {
          seen[key] = -1;
          requestAnimationFrame(() => (seen[key] = performance.now()));
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
}

/** The 'Continue learning' lesson's course and id, read from its Continue link. */
async function continueLesson(page: Page): Promise<{ courseId: string; lessonId: string }> {
  const link = page.locator('a[href*="/course-player/"][href*="lesson="]').first();
  await link.waitFor({ timeout: 60_000 });
  const href = new URL((await link.getAttribute('href'))!, 'http://x');
  return { courseId: decodeURIComponent(href.pathname.split('/').pop()!), lessonId: href.searchParams.get('lesson')! };
}

/** The catch-up pull's JSON must be at least this (the 500 messages alone are ~100 KiB): a return that pulls less measured none. */
export const MIN_CATCH_UP_JSON = 64 * 1024;

/** A device: a browser on its own user-data directory (IndexedDB, the service worker and its caches live there). */
function openDevice(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 390, height: 800 } });
}

/** Every pull answer the context receives, the page's and its service worker's: encoded and decoded body bytes. */
function watchPulls(context: BrowserContext): Array<Promise<{ wire: number; json: number; worker: boolean }>> {
  const pulls: Array<Promise<{ wire: number; json: number; worker: boolean }>> = [];
  context.on('response', (response: Response) => {
    if (!response.url().includes('/api/sync/pull')) return;
    pulls.push((async () => {
      const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0 }));
      const body = await response.body().catch(() => Buffer.alloc(0));
      return { wire: sizes.responseBodySize, json: body.length, worker: Boolean(response.request().serviceWorker()) };
    })());
  });
  return pulls;
}

async function openOnce(proxy: LatencyProxy, baseUrl: string, run: number): Promise<Opened & { changes: Fortnight }> {
  const dir = await mkdtemp(join(tmpdir(), 'returning-'));
  let context = await openDevice(dir);
  try {
    const first = await context.newPage();
    await signIn(first, proxy.baseUrl, 'learner');
    await firstSyncDone(first, 120_000);
    await offlineReady(first);
    const target = await continueLesson(first);
    // Away: the browser quits (its service worker with it); the device's storage stays on disk.
    await context.close();
    const changes = await fortnightAway(baseUrl, target, run);
    context = await openDevice(dir);
    const pullAnswers = watchPulls(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await watchTexts(page, { device: changes.oldTitle, current: changes.newTitle });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const profiling = Boolean(process.env.RETURNING_PROFILE);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const before = proxy.traffic();
    await page.goto(`${proxy.baseUrl}/dashboard`);
    if (profiling) {
      await page.waitForFunction(() => Object.keys((window as unknown as { seenTexts: object }).seenTexts).length > 0, undefined, { timeout: 60_000, polling: 50 });
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      printProfile(`return ${run}`, profile);
      if (process.env.RETURNING_PROFILE_DIR) await writeFile(join(process.env.RETURNING_PROFILE_DIR, `return-${run}.cpuprofile`), JSON.stringify(profile));
      console.log(await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const lines = [`document: responseStart ${nav.responseStart.toFixed(0)}, DOMContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}, worker start ${nav.workerStart.toFixed(0)}`];
        for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) lines.push(`${e.startTime.toFixed(0).padStart(6)}–${e.responseEnd.toFixed(0).padStart(6)} ${e.initiatorType} ${new URL(e.name).pathname}`);
        for (const e of performance.getEntriesByType('paint')) lines.push(`${e.startTime.toFixed(0).padStart(6)} ${e.name}`);
        return lines.join('\n');
      }));
    }
    await page.waitForFunction(() => ((window as unknown as { seenTexts: Record<string, number> }).seenTexts.current ?? -1) > 0, undefined, { timeout: 60_000, polling: 100 }).catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({ seen: (window as unknown as { seenTexts: unknown }).seenTexts, at: location.href, text: document.body.innerText.slice(0, 800) }));
      throw new Error(`${changes.newTitle} not shown: ${JSON.stringify(shown)}`, { cause: error });
    });
    // The catch-up is done when no pull is in flight and the app's cursor moved (its sync status settles).
    await page.waitForTimeout(1500);
    console.log(`return ${run}: ${await bootTimeline(page)}`);
    if (process.env.RETURNING_WARM) console.log(`return ${run}: relaunched ${await bootTimeline(page)}; same browser, new tab ${await warmOpen(context, proxy.baseUrl)}`);
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: Record<string, number> }).seenTexts);
    const pullEnds = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/sync/pull'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd));
    const pulls = await Promise.all(pullAnswers);
    const after = proxy.traffic();
    const pullJson = pulls.reduce((n, p) => n + p.json, 0);
    if (pullJson < MIN_CATCH_UP_JSON) {
      throw new Error(`run ${run}: the catch-up pulled ${pullJson} bytes of JSON (${pulls.length} pulls), under ${MIN_CATCH_UP_JSON}: the device caught up while away, the bench measured no return`);
    }
    return {
      changes,
      // The device's title, or the new one if the catch-up was applied before the local read painted.
      deviceMs: Math.min(seen.device ?? Infinity, seen.current ?? Infinity),
      currentMs: seen.current!,
      pulls: pulls.length,
      pullWire: pulls.reduce((n, p) => n + p.wire, 0),
      pullJson,
      workerPulls: pulls.filter((p) => p.worker).length,
      pullDoneMs: Math.max(0, ...pullEnds),
      down: after.down - before.down,
      up: after.up - before.up,
    };
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The page's boot moments from navigation: the document, DOMContentLoaded, the first contentful paint. */
function bootTimeline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const seen = (window as unknown as { seenTexts: Record<string, number> }).seenTexts;
    // The app's marks (src/main.tsx, src/data/early-reads.ts, the dashboard's early read), when present.
    const marks = ['entry:evaluated', 'early-reads:start', 'early-reads:dexie-open', 'early-reads:done']
      .map((name) => [name, performance.getEntriesByName(name, 'mark')[0]?.startTime] as const)
      .filter(([, at]) => at !== undefined)
      .map(([name, at]) => `${name} ${at!.toFixed(0)}, `)
      .join('');
    return `document ${nav.responseStart.toFixed(0)}, DOMContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}, ${marks}FCP ${fcp.toFixed(0)}, content ${Math.min(seen.device ?? Infinity, seen.current ?? Infinity).toFixed(0)} ms`;
  });
}

/**
 * `RETURNING_WARM=1`: the same open again in a new tab of the relaunched browser (4× CPU, same
 * proxy), its process, worker and code caches warm and its data caught up: the relaunch's own cost
 * is the difference (the offline cold start row opens a tab of a running browser the same way).
 */
async function warmOpen(context: BrowserContext, baseUrl: string): Promise<string> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${baseUrl}/dashboard`);
  await page.waitForFunction(() => ((window as unknown as { seenTexts: Record<string, number> }).seenTexts.current ?? -1) > 0, undefined, { timeout: 60_000, polling: 100 });
  const timeline = await bootTimeline(page);
  await page.close();
  return timeline;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `_browser` is not used: each run is a device of its own, a browser on its own user-data directory. */
export async function returningFigures(_browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const proxy = await startLatencyProxy(baseUrl, SLOW_4G);
  const opened: Array<Opened & { changes: Fortnight }> = [];
  try {
    for (let i = 0; i < runs; i += 1) opened.push(await openOnce(proxy, baseUrl, i + 1));
  } finally {
    await proxy.stop();
  }
  const med = (pick: (o: Opened) => number) => summarise(opened.map(pick)).median;
  const label = 'returning learner after 14 days (2 lessons edited, quiz republished, 500 messages, 3 feedback notes), 4× CPU, slow 4G proxy';
  const what = opened[0]!.changes.summary;
  return [
    figure(`${label}: device content on screen (Continue learning from Dexie)`, 'ms', opened.map((o) => o.deviceMs), { limit: 1000, lowerIsBetter: true },
      'from navigation start to the frame after the lesson title from the device (or the edited one) is in the DOM; service worker installed'),
    figure(`${label}: current content on screen (the edited lesson title)`, 'ms', opened.map((o) => o.currentMs), { limit: 3000, lowerIsBetter: true },
      `last pull answer ended at ${Math.round(med((o) => o.pullDoneMs))} ms (median); ${what}`),
    figure(`${label}: catch-up pull bytes on the wire (response bodies)`, 'KiB', opened.map((o) => o.pullWire / 1024), undefined,
      `JSON ${kib(med((o) => o.pullJson))} (median); ${med((o) => o.pulls)} pull request(s), ${med((o) => o.workerPulls)} of them the service worker's; everything through the proxy from navigation until 1.5 s after: down ${kib(med((o) => o.down))}, up ${kib(med((o) => o.up))}`),
  ];
}
