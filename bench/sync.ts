/**
 * Sync figures in real Chromium, with the app's own sync modules injected into a page on the
 * product's origin (the page stays on /login, so the app's drainer does not compete): draining
 * 1,000 queued writes with and without 300 ms of added round trip, applying a pull of 10,000 rows,
 * and one local write (optimistic change + outbox append).
 */
import type { Browser, Page } from 'playwright-core';
import { addLatency } from '../tests/e2e/support/browser';
import { injectInPageSync } from '../tests/e2e/support/in-page-sync';
import { tokenFor } from '../tests/e2e/support/server-api';
import { figure, summarise, type Figure } from './support/stats';

const COURSE = 'c5-spreadsheets';
const LESSON = 'c5-spreadsheets-m1-l2';

/** A fresh context with a learner token in storage and the sync modules injected. */
async function syncPage(browser: Browser, baseUrl: string, latencyMs = 0): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  const token = await tokenFor(baseUrl, 'learner');
  await page.evaluate((t) => localStorage.setItem('session', t), token);
  await injectInPageSync(page);
  if (latencyMs) await addLatency(page, latencyMs);
  return { page, close: () => context.close() };
}

async function drainMs(browser: Browser, baseUrl: string, latencyMs: number): Promise<number> {
  const { page, close } = await syncPage(browser, baseUrl, latencyMs);
  await page.evaluate(([c, l]) => window.inPageSync.enqueueProgress(1000, c!, l!), [COURSE, LESSON]);
  const ms = await page.evaluate(async () => {
    const start = performance.now();
    const outcome = await window.inPageSync.drain();
    if (outcome.kind !== 'empty' || (await window.inPageSync.outboxCount()) !== 0) throw new Error(`drain ended ${JSON.stringify(outcome)}`);
    return performance.now() - start;
  });
  await close();
  return ms;
}

/** Puts `rows` progress rows on the server for the learner (sections 0…rows-1 of one lesson). */
async function seedRows(browser: Browser, baseUrl: string, rows: number): Promise<void> {
  const { page, close } = await syncPage(browser, baseUrl);
  for (let done = 0; done < rows; done += 1000) {
    await page.evaluate(([c, l, first]) => window.inPageSync.enqueueProgress(1000, c as string, l as string, first as number), [COURSE, LESSON, done] as const);
    await page.evaluate(() => window.inPageSync.drain());
  }
  await close();
}

export async function syncFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const plain: number[] = [];
  const slow: number[] = [];
  for (let i = 0; i < runs; i += 1) plain.push(await drainMs(browser, baseUrl, 0));
  for (let i = 0; i < runs; i += 1) slow.push(await drainMs(browser, baseUrl, 300));
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
    figure('drain 1,000 queued writes', 'ms', plain),
    figure('drain 1,000 queued writes, +300 ms round trip', 'ms', slow, { limit: 10_000, lowerIsBetter: true }),
    figure(`full pull applied in Chromium (${rows} rows)`, 'ms', pulls.map((p) => p.ms), { limit: 2000, lowerIsBetter: true }),
    figure('local write (optimistic change + outbox append)', 'ms', writes, { limit: 20, lowerIsBetter: true }),
  ];
}
