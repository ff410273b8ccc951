// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * `BENCH_ONLY=returning` (issue 55 item 3): a learner back after 14 days. Each run: a fresh device
 * signs in through the slow-4G proxy (bench/support/latency-proxy.ts), its service worker installed
 * and its first pull applied (not timed); every page closes. The server then changes as two weeks
 * would, through the product's API (bench/support/fortnight.ts): the 2 lessons of the learner's
 * 'Continue learning' course edited and published, the course's quiz published again, 500 messages
 * in the learner's rooms by the teacher, 3 feedback notes on the learner's graded attempt. Then the
 * app opens on /dashboard with 4× CPU through the same proxy, and the page records (from navigation
 * start, at the next frame after the DOM showed it) when 'Continue learning' shows the lesson title
 * from the device and when it shows the edited title; plus the catch-up pull's bytes.
 */
import type { Browser, Page } from 'playwright-core';
import { firstSyncDone, offlineReady, signIn } from '../tests/e2e/support/browser';
import { fortnightAway, type Fortnight } from './support/fortnight';
import { SLOW_4G, startLatencyProxy, type LatencyProxy } from './support/latency-proxy';
import { figure, summarise, type Figure } from './support/stats';

interface Opened {
  deviceMs: number; currentMs: number; pulls: number; pullWire: number; pullJson: number; pullDoneMs: number; down: number; up: number;
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

async function openOnce(browser: Browser, proxy: LatencyProxy, baseUrl: string, run: number): Promise<Opened & { changes: Fortnight }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const first = await context.newPage();
    await signIn(first, proxy.baseUrl, 'learner');
    await firstSyncDone(first, 120_000);
    await offlineReady(first);
    const target = await continueLesson(first);
    await first.close();
    const changes = await fortnightAway(baseUrl, target, run);
    const page = await context.newPage();
    await watchTexts(page, { device: changes.oldTitle, current: changes.newTitle });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const before = proxy.traffic();
    await page.goto(`${proxy.baseUrl}/dashboard`);
    await page.waitForFunction(() => ((window as unknown as { seenTexts: Record<string, number> }).seenTexts.current ?? -1) > 0, undefined, { timeout: 60_000, polling: 100 }).catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({ seen: (window as unknown as { seenTexts: unknown }).seenTexts, at: location.href, text: document.body.innerText.slice(0, 800) }));
      throw new Error(`${changes.newTitle} not shown: ${JSON.stringify(shown)}`, { cause: error });
    });
    // The catch-up is done when no pull is in flight and the app's cursor moved (its sync status settles).
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: Record<string, number> }).seenTexts);
    const pulls = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/sync/pull'))
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return { wire: r.encodedBodySize, json: r.decodedBodySize, end: r.responseEnd };
      }));
    const after = proxy.traffic();
    return {
      changes,
      // The device's title, or the new one if the catch-up was applied before the local read painted.
      deviceMs: Math.min(seen.device ?? Infinity, seen.current ?? Infinity),
      currentMs: seen.current!,
      pulls: pulls.length,
      pullWire: pulls.reduce((n, p) => n + p.wire, 0),
      pullJson: pulls.reduce((n, p) => n + p.json, 0),
      pullDoneMs: Math.max(0, ...pulls.map((p) => p.end)),
      down: after.down - before.down,
      up: after.up - before.up,
    };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function returningFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const proxy = await startLatencyProxy(baseUrl, SLOW_4G);
  const opened: Array<Opened & { changes: Fortnight }> = [];
  try {
    for (let i = 0; i < runs; i += 1) opened.push(await openOnce(browser, proxy, baseUrl, i + 1));
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
      `JSON ${kib(med((o) => o.pullJson))} (median); ${med((o) => o.pulls)} pull request(s); everything through the proxy from navigation until 1.5 s after: down ${kib(med((o) => o.down))}, up ${kib(med((o) => o.up))}`),
  ];
}
