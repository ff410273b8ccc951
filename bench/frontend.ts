/**
 * Front-end figures in real Chromium: the JavaScript and CSS (min+gzip, as built in dist/) a page
 * needs before its content paints and by the time it is idle, for /login signed out and /dashboard
 * signed in; and the offline cold start of the dashboard with 4× CPU slowdown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { firstSyncDone, signIn } from '../tests/e2e/support/browser';
import { figure, type Figure } from './support/stats';

const KB = 1024;
const sizeCache = new Map<string, number>();

/** min+gzip size in bytes of a built file, by its URL path (0 for anything not in dist/). */
export function gzipSize(pathname: string): number {
  if (!sizeCache.has(pathname)) {
    let size = 0;
    try {
      size = gzipSync(readFileSync(join('dist', pathname)), { level: 9 }).length;
    } catch {
      size = 0;
    }
    sizeCache.set(pathname, size);
  }
  return sizeCache.get(pathname)!;
}

/** What the dashboard and login screens show once their content has painted. */
export const contentReady = {
  '/login': (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
  '/dashboard': (page: Page) => page.locator('main').getByRole('heading').first().waitFor(),
} as const;

interface LoadBytes { jsBeforePaint: number; jsByIdle: number; cssByIdle: number }

/** The live event streams (SSE) stay open for good, so they never let Playwright's 'networkidle' come. */
const isEventStream = (url: string) => /\/api\/(sync\/events|chat\/stream|ai-chat\/stream)/.test(url);

/**
 * Playwright's 'networkidle' (no request in flight for 500 ms) leaving the event streams out;
 * call before navigating, await `idle()` after.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (url: string, delta: number) => {
    if (isEventStream(url)) return;
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on('request', (req) => change(req.url(), 1));
  page.on('requestfinished', (req) => change(req.url(), -1));
  page.on('requestfailed', (req) => change(req.url(), -1));
  return {
    async idle(timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - changedAt < 500) {
        if (Date.now() > end) throw new Error(`the network was not idle within ${timeoutMs} ms (${inFlight} in flight)`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** The element each screen's content paint is timed by, in the page (see {@link paintProbe}). */
const contentSelector = {
  '/login': 'button[type="submit"]',
  '/dashboard': 'main :is(h1, h2, h3, h4, h5, h6)',
} as const;

/**
 * Runs in the page before its scripts: keeps in `window.contentPaintAt` the start of the frame
 * that first paints an element matching `selector` (the `requestAnimationFrame` time of the frame
 * after the element was inserted, on the page's own clock). Requests started before that moment
 * were made before the content painted; one made in a later frame (e.g. a part mounted at the frame
 * after the first paint) was not, however quickly the test process notices the paint.
 */
function paintProbe(selector: string) {
  // No named function inside: tsx's `__name` wrapper does not exist in the page.
  const probe = window as unknown as { contentPaintAt?: number; contentPaintCheck?: () => void };
  let scheduled = false;
  probe.contentPaintCheck = () => {
    if (scheduled || !document.querySelector(selector)) return;
    scheduled = true;
    requestAnimationFrame((frameStart) => {
      probe.contentPaintAt = frameStart;
    });
  };
  new MutationObserver(() => probe.contentPaintCheck!()).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => probe.contentPaintCheck!());
}

/** Loads `path` in a new page of `context` and adds up the JS and CSS it requested. */
async function measureLoad(context: BrowserContext, baseUrl: string, path: keyof typeof contentReady): Promise<LoadBytes> {
  const page = await context.newPage();
  await page.addInitScript(paintProbe, contentSelector[path]);
  const network = watchNetwork(page);
  const requested = new Set<string>();
  page.on('request', (req) => {
    const { pathname, origin } = new URL(req.url());
    if (origin === new URL(baseUrl).origin && /\.(js|css)$/.test(pathname)) requested.add(pathname);
  });
  await page.goto(`${baseUrl}${path}`);
  await contentReady[path](page);
  await page.waitForFunction(() => (window as unknown as { contentPaintAt?: number }).contentPaintAt !== undefined);
  const startedBeforePaint = await page.evaluate(() => {
    const paintAt = (window as unknown as { contentPaintAt: number }).contentPaintAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paintAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  await network.idle();
  await page.waitForTimeout(1000);
  await page.close();
  const sum = (paths: Iterable<string>) => [...paths].reduce((total, p) => total + gzipSize(p), 0) / KB;
  const all = [...requested];
  // BENCH_VERBOSE=1 lists every file with its size, to see what a change added to a first load.
  if (process.env.BENCH_VERBOSE) console.log(path, all.map((p) => `${p} ${(gzipSize(p) / KB).toFixed(1)}`).join('\n'));
  return {
    // Scripts requested before the paint from the page's resource timing; a file the test process saw
    // requested is counted once however many times it was asked for.
    jsBeforePaint: sum(new Set(startedBeforePaint.filter((p) => requested.has(p) && p.endsWith('.js')))),
    jsByIdle: sum(all.filter((p) => p.endsWith('.js'))),
    cssByIdle: sum(all.filter((p) => p.endsWith('.css'))),
  };
}

/** First-load bytes of /login (signed out) and /dashboard (signed in), over `runs` fresh contexts. */
export async function firstLoadFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const samples: Record<string, LoadBytes[]> = { '/login': [], '/dashboard': [] };
  const hindi: LoadBytes[] = [];
  for (let i = 0; i < runs; i += 1) {
    const signedOut = await browser.newContext({ serviceWorkers: 'block' });
    samples['/login']!.push(await measureLoad(signedOut, baseUrl, '/login'));
    await signedOut.close();
    const signedIn = await browser.newContext({ serviceWorkers: 'block' });
    const loginPage = await signedIn.newPage();
    await signIn(loginPage, baseUrl, 'learner');
    await loginPage.close();
    samples['/dashboard']!.push(await measureLoad(signedIn, baseUrl, '/dashboard'));
    await signedIn.close();
    // The same learner on a device whose stored language is Hindi (issue 52): stated, no budget of its own.
    const inHindi = await browser.newContext({ serviceWorkers: 'block' });
    const hindiLogin = await inHindi.newPage();
    await signIn(hindiLogin, baseUrl, 'learner');
    await hindiLogin.evaluate(() => localStorage.setItem('olp.language', 'hi'));
    await hindiLogin.close();
    hindi.push(await measureLoad(inHindi, baseUrl, '/dashboard'));
    await inHindi.close();
  }
  return [
    ...Object.entries(samples).flatMap(([path, list]) => [
      figure(`${path} JS before content paints`, 'KB', list.map((s) => s.jsBeforePaint), { limit: 200, lowerIsBetter: true }),
      figure(`${path} JS fetched by idle`, 'KB', list.map((s) => s.jsByIdle), { limit: 250, lowerIsBetter: true }),
      figure(`${path} CSS fetched by idle`, 'KB', list.map((s) => s.cssByIdle), { limit: 30, lowerIsBetter: true }),
    ]),
    figure('/dashboard in Hindi: JS before content paints', 'KB', hindi.map((s) => s.jsBeforePaint)),
    figure('/dashboard in Hindi: JS fetched by idle', 'KB', hindi.map((s) => s.jsByIdle)),
  ];
}

/** Offline cold start: SW installed, network off, 4× CPU slowdown, navigation → dashboard content. */
export async function offlineColdStartFigure(browser: Browser, baseUrl: string, runs: number): Promise<Figure> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const first = await context.newPage();
  await signIn(first, baseUrl, 'learner');
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await first.close();
  await context.setOffline(true);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await page.goto(`${baseUrl}/dashboard`);
    await contentReady['/dashboard'](page);
    samples.push(Date.now() - start);
    await page.close();
  }
  await context.close();
  return figure('offline cold start to dashboard content (4× CPU)', 'ms', samples, { limit: 2000, lowerIsBetter: true });
}

interface TasksAfterPaint { longest: number; over50: number; blocking: number }

/**
 * Lighthouse's mobile preset (its `mobileSlow4G` with the latency and throughput its DevTools
 * throttling applies, and 4× CPU), for the throttled run of {@link dashboardTasks}.
 */
const PHONE = { cpuRate: 4, latency: 562.5, downloadThroughput: (1474.56 * KB) / 8, uploadThroughput: (675 * KB) / 8 };

/** Keeps every long task (Long Tasks API) of the context's pages in `window.longTasks`, from before any script runs. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Puts `page` on {@link PHONE} (4× CPU, slow 4G) by the DevTools protocol; the session stays open for more. */
export async function throttleAsPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latency, downloadThroughput: PHONE.downloadThroughput, uploadThroughput: PHONE.uploadThroughput });
  return cdp;
}

/**
 * The main thread of /dashboard after its first paint (issue 20, item 2), signed in: every long
 * task (Long Tasks API, > 50 ms) that starts after the first contentful paint, until the network is
 * idle and 2 s more (the session, Firebase, the first sync and the local reads all run in that
 * window). `phone: false`: no throttling, service worker blocked (every file from the server).
 * `phone: true`: a returning learner on {@link PHONE}: the service worker active (files from its
 * cache, as Lighthouse's /dashboard audit has them), the same load that audit records, without its
 * detailed trace and JavaScript coverage.
 */
async function dashboardTasks(browser: Browser, baseUrl: string, phone: boolean): Promise<TasksAfterPaint> {
  const context = await browser.newContext(phone ? {} : { serviceWorkers: 'block' });
  try {
    const login = await context.newPage();
    await signIn(login, baseUrl, 'learner');
    if (phone) {
      await firstSyncDone(login);
      await login.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await login.close();
    await recordLongTasks(context);
    const page = await context.newPage();
    if (phone) await throttleAsPhone(context, page);
    const network = watchNetwork(page);
    await page.goto(`${baseUrl}/dashboard`);
    await contentReady['/dashboard'](page);
    await network.idle();
    await page.waitForTimeout(2000);
    const { tasks, paintAt } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks,
      paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter((task) => task.start >= paintAt);
    if (process.env.BENCH_VERBOSE) console.log(`/dashboard long tasks after paint${phone ? ' (phone)' : ''} (start, ms):`, after.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' '));
    return {
      longest: Math.max(0, ...after.map((task) => task.duration)),
      over50: after.length,
      blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  } finally {
    await context.close();
  }
}

/** {@link dashboardTasks} over `runs` fresh contexts. */
export async function dashboardTaskFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const samples: TasksAfterPaint[] = [];
  const phone: TasksAfterPaint[] = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(await dashboardTasks(browser, baseUrl, false));
    phone.push(await dashboardTasks(browser, baseUrl, true));
  }
  const phoneNote = 'Long Tasks API, no trace: what Lighthouse\'s TBT counts after the real paint';
  return [
    figure('/dashboard longest task after first paint (no throttling)', 'ms', samples.map((s) => s.longest), { limit: 50, lowerIsBetter: true }),
    figure('/dashboard tasks over 50 ms after first paint', 'count', samples.map((s) => s.over50)),
    figure('/dashboard blocking time after first paint (sum of task − 50 ms)', 'ms', samples.map((s) => s.blocking)),
    figure('/dashboard blocking time after first paint, 4× CPU + slow 4G, returning', 'ms', phone.map((s) => s.blocking), undefined, phoneNote),
    figure('/dashboard longest task after first paint, 4× CPU + slow 4G, returning', 'ms', phone.map((s) => s.longest), undefined, phoneNote),
  ];
}
