// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * The peer, measured beside the drain in the same run: the same 1,000 writes queued offline in
 * Workbox's `workbox-background-sync` Queue (one request per write, as a Workbox PWA queues failed
 * POSTs) and replayed by the Queue's own `replayRequests()` through the same +300 ms loopback proxy,
 * against the same server. One run (about 1,000 round trips). Afterwards one more push of the same
 * client proves every replayed write was applied in order (the server answers a gap with 'skipped').
 */
import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { MAX_PUSH_BATCH } from '../contract/wire';
import { figure, type Figure } from './support/stats';
import { ADDED_ROUND_TRIP_MS, syncPage } from './support/sync-page';

const WRITES = 1000;
const COURSE = 'c5-spreadsheets';
const LESSON = 'c5-spreadsheets-m1-l2';

async function peerBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./support/in-page-workbox-entry.ts', import.meta.url))],
    bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

/** Workbox's replay of 1,000 writes at +300 ms, and the requests it made per 1,000 writes (our drain's median `drainMs` beside it). */
export async function peerFigures(browser: Browser, slowOrigin: string, drainMs: number): Promise<Figure[]> {
  const { page, token, close } = await syncPage(browser, slowOrigin);
  try {
    await page.addScriptTag({ content: await peerBundle() });
    await page.waitForFunction(() => 'benchPeer' in window);
    const clientId = randomUUID();
    await page.context().setOffline(true);
    await page.evaluate(([n, c, l, t, id]) => window.benchPeer.enqueue(Number(n), c, l, t, id), [String(WRITES), COURSE, LESSON, token, clientId] as const);
    await page.context().setOffline(false);
    const { ms, requests } = await page.evaluate(() => window.benchPeer.replay());
    const left = await page.evaluate(() => window.benchPeer.queued());
    const check = await page.evaluate(async ([t, id, c, l, n]) => {
      const res = await fetch('/api/sync/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t}`, 'x-organisation-id': '5' },
        body: JSON.stringify({ clientId: id, mutations: [{ id: Number(n) + 1, name: 'progress.set', args: { courseId: c, lessonId: l, section: 0, progress: 100, completed: true, at: new Date().toISOString() } }] }),
      });
      return (await res.json()) as { results?: Array<{ status: string }> };
    }, [token, clientId, COURSE, LESSON, String(WRITES)] as const);
    if (left !== 0 || check.results?.[0]?.status !== 'applied') {
      throw new Error(`Workbox's replay left ${left} queued; the next write was ${JSON.stringify(check.results)}`);
    }
    return [
      figure(`Workbox Queue replays 1,000 writes, +${ADDED_ROUND_TRIP_MS} ms round trip`, 'ms', [ms], undefined, 'workbox-background-sync 7.4.1, one request per write; one run'),
      // Issue 55: a ratio of times here is fixed by batching, so the row counts requests (our drain's: its batches of MAX_PUSH_BATCH).
      figure('Workbox Queue: requests per 1,000 writes', 'requests', [(requests * 1000) / WRITES], undefined,
        `its fetches counted during the replay; our drain: ${Math.ceil(WRITES / MAX_PUSH_BATCH)} pushes of ${MAX_PUSH_BATCH} writes (${Math.round(drainMs)} ms median); one run`),
    ];
  } finally {
    await close();
  }
}
