/**
 * Sync figures in real Chromium, with the app's own sync modules injected into a page on the
 * product's origin (the page stays on /login, so the app's drainer does not compete): draining
 * 1,000 queued writes with and without 300 ms of added round trip, applying a pull of 10,000 rows,
 * and one local write (optimistic change + outbox append).
 *
 * The added round trip is a loopback proxy (bench/support/latency-proxy.ts) the slow page is
 * loaded through, not DevTools' network emulation: that one did not reach the page's `fetch`es
 * (the 'single push round trip' rows print all three, so the proof is in every run).
 */
import type { Browser } from 'playwright-core';
import { peerFigures } from './peer';
import { startLatencyProxy } from './support/latency-proxy';
import { ADDED_ROUND_TRIP_MS, syncPage, type SyncPageOptions } from './support/sync-page';
import { figure, summarise, type Figure } from './support/stats';

const COURSE = 'c5-spreadsheets';
const LESSON = 'c5-spreadsheets-m1-l2';
/** The seeded lesson's sections: progress for any other section is refused (server/services/progress.ts). */
const LESSON_SECTIONS = 3;
const ROOM = 'r5-general';

async function drainMs(browser: Browser, origin: string): Promise<number> {
  const { page, close } = await syncPage(browser, origin);
  await page.evaluate(([c, l, n]) => window.inPageSync.enqueueProgress(1000, c as string, l as string, 0, n as number), [COURSE, LESSON, LESSON_SECTIONS] as const);
  const ms = await page.evaluate(async () => {
    const start = performance.now();
    const outcome = await window.inPageSync.drain();
    if (outcome.kind !== 'empty' || (await window.inPageSync.outboxCount()) !== 0) throw new Error(`drain ended ${JSON.stringify(outcome)}`);
    return performance.now() - start;
  });
  await close();
  return ms;
}

/** Milliseconds of `count` single pushes (one write of a new client each), sent one after another by the page's `fetch`. */
async function singlePushMs(browser: Browser, origin: string, count: number, options: SyncPageOptions = {}): Promise<number[]> {
  const { page, token, close } = await syncPage(browser, origin, options);
  const times = await page.evaluate(async ([t, c, l, n]) => {
    const out: number[] = [];
    for (let i = 0; i < Number(n); i += 1) {
      const body = JSON.stringify({
        clientId: crypto.randomUUID(),
        mutations: [{ id: 1, name: 'progress.set', args: { courseId: c, lessonId: l, section: 0, progress: 50, completed: false, at: new Date().toISOString() } }],
      });
      const start = performance.now();
      const res = await fetch('/api/sync/push', { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${t}`, 'x-organisation-id': '5' } });
      await res.json();
      if (!res.ok) throw new Error(`push answered ${res.status}`);
      out.push(performance.now() - start);
    }
    return out;
  }, [token, COURSE, LESSON, String(count)] as const);
  await close();
  return times;
}

/**
 * Puts `rows` messages on the server in a room the learner is in: distinct synced rows for the
 * full pull (the seeded lessons have too few sections for 10,000 distinct progress rows).
 */
async function seedRows(browser: Browser, baseUrl: string, rows: number): Promise<void> {
  const { page, close } = await syncPage(browser, baseUrl);
  for (let done = 0; done < rows; done += 1000) {
    await page.evaluate(([r]) => window.inPageSync.enqueueMessages(1000, r!), [ROOM]);
    const outcome = await page.evaluate(() => window.inPageSync.drain());
    if (outcome.kind !== 'empty' || (await page.evaluate(() => window.inPageSync.outboxCount())) !== 0) throw new Error(`seeding ended ${JSON.stringify(outcome)}`);
  }
  await close();
}

export async function syncFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const proxy = await startLatencyProxy(baseUrl, ADDED_ROUND_TRIP_MS);
  const figures: Figure[] = [];
  try {
    const pushPlain = await singlePushMs(browser, baseUrl, runs);
    const pushSlow = await singlePushMs(browser, proxy.baseUrl, runs);
    const pushDevtools = await singlePushMs(browser, baseUrl, runs, { devtoolsLatencyMs: ADDED_ROUND_TRIP_MS });
    const plain: number[] = [];
    const slow: number[] = [];
    for (let i = 0; i < runs; i += 1) plain.push(await drainMs(browser, baseUrl));
    for (let i = 0; i < runs; i += 1) slow.push(await drainMs(browser, proxy.baseUrl));
    const added = summarise(pushSlow).median - summarise(pushPlain).median;
    figures.push(
      figure('single push round trip', 'ms', pushPlain),
      figure(`single push round trip, +${ADDED_ROUND_TRIP_MS} ms (loopback proxy)`, 'ms', pushSlow, undefined, `${added.toFixed(0)} ms more than without`),
      figure(`single push round trip, +${ADDED_ROUND_TRIP_MS} ms by DevTools emulation`, 'ms', pushDevtools, undefined, 'the former method; not used'),
      figure('drain 1,000 queued writes', 'ms', plain),
      figure(`drain 1,000 queued writes, +${ADDED_ROUND_TRIP_MS} ms round trip`, 'ms', slow, { limit: 4000, lowerIsBetter: true }),
    );
    if (process.env.BENCH_PEER !== '0') figures.push(...(await peerFigures(browser, proxy.baseUrl, summarise(slow).median)));
  } finally {
    await proxy.stop();
  }
  await seedRows(browser, baseUrl, 10_000);
  const pulls: Array<{ rows: number; ms: number }> = [];
  for (let i = 0; i < runs; i += 1) {
    const { page, close } = await syncPage(browser, baseUrl);
    pulls.push(await page.evaluate(() => window.inPageSync.pull()));
    await close();
  }
  const { page, close } = await syncPage(browser, baseUrl);
  const writes = await page.evaluate(([c, l]) => window.inPageSync.timeLocalWrite(21, c!, l!), [COURSE, LESSON]);
  await close();
  const rows = summarise(pulls.map((p) => p.rows)).median;
  return [
    ...figures,
    figure(`full pull applied in Chromium (${rows} rows)`, 'ms', pulls.map((p) => p.ms), { limit: 2000, lowerIsBetter: true }),
    figure('local write (optimistic change + outbox append)', 'ms', writes, { limit: 20, lowerIsBetter: true }),
  ];
}
