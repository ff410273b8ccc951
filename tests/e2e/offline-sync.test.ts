// The offline core in real Chromium (issue 4): last-synced data offline, writes made offline reach
// the server exactly once, a push whose answer is lost is not applied twice, and a new service
// worker waits for the learner instead of reloading the page.
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';
import { injectInPageSync } from './support/in-page-sync';
import { apiGet } from './support/server-api';

const COURSE = 'c5-spreadsheets';
const LESSON = 'c5-spreadsheets-m1-l2';
const COURSE_TITLE = 'Spreadsheet Essentials';

let page: Page | undefined;
const staticDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));

// A private copy of the build, so one test can publish a "new version" of the service worker.
const suite = productSuite({
  env: () => {
    cpSync('dist', staticDir, { recursive: true });
    return { STATIC_DIR: staticDir };
  },
});

interface LogEntry { clientId: string; mutationId: number; status: string }

/** The server's audit of applied mutations for the demo learner. */
async function syncLog(): Promise<LogEntry[]> {
  return apiGet<LogEntry[]>(suite.product.baseUrl, 'admin', '/admin/sync-log?userId=u5-learner');
}

async function signedInLearner(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, bypassCSP: true });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('link', { name: 'My Courses', exact: true }).first().click();
  await page.getByText(COURSE_TITLE).first().waitFor({ timeout: 30_000 });
  return { context, page };
}

function expectEachOnce(log: LogEntry[], clientId: string, ids: number[]) {
  for (const id of ids) {
    expect(log.filter((e) => e.clientId === clientId && e.mutationId === id), `mutation ${id}`).toHaveLength(1);
  }
}

test('(a) online, then offline: a reload shows the app and the last-synced courses', async () => {
  screenshotOnFailure(() => page, 'offline-sync-a');
  const { context, page: p } = await signedInLearner();
  await setOffline(context, true);
  await p.reload();
  await p.getByText(COURSE_TITLE).first().waitFor({ timeout: 20_000 });
  expect(new URL(p.url()).pathname).toBe('/courses');
  await context.close();
});

test('(b) writes made offline, page closed, reopened online: the server holds each exactly once', async () => {
  screenshotOnFailure(() => page, 'offline-sync-b');
  const { context, page: p } = await signedInLearner();
  await setOffline(context, true);
  await injectInPageSync(p);
  const ids = await p.evaluate(([c, l]) => window.inPageSync.enqueueProgress(3, c!, l!), [COURSE, LESSON]);
  expect(await p.evaluate(() => window.inPageSync.pendingIds())).toEqual(ids);
  // This device's own entries: the log holds every device's (each numbers its writes from 1), and a
  // retry's first try, against the same product, is one more device.
  const client = await p.evaluate(() => window.inPageSync.clientId());
  await p.close();
  await setOffline(context, false);
  page = await context.newPage();
  await page.goto(`${suite.product.baseUrl}/dashboard`);
  await injectInPageSync(page);
  await expect.poll(() => page!.evaluate(() => window.inPageSync.outboxCount()), { timeout: 60_000 }).toBe(0);
  expectEachOnce(await syncLog(), client, ids);
  await context.close();
});

test('(c) the network drops after the server received a push: nothing lost or doubled', async () => {
  screenshotOnFailure(() => page, 'offline-sync-c');
  const { context, page: p } = await signedInLearner();
  // The first push that carries writes reaches the server, which applies it; then its answer is
  // lost. The decision is taken before any await: the app's own drainer may push concurrently.
  const dropped: number[][] = [];
  await p.route('**/api/sync/push', async (route) => {
    const body = route.request().postDataJSON() as { mutations: Array<{ id: number }> };
    if (dropped.length > 0 || body.mutations.length === 0) return route.continue();
    dropped.push(body.mutations.map((m) => m.id));
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await injectInPageSync(p);
  const ids = await p.evaluate(([c, l]) => window.inPageSync.enqueueProgress(2, c!, l!), [COURSE, LESSON]);
  await p.evaluate(() => window.inPageSync.drain());
  await expect.poll(async () => {
    await p.evaluate(() => window.inPageSync.drain());
    return p.evaluate(() => window.inPageSync.outboxCount());
  }, { timeout: 30_000 }).toBe(0);
  expect(dropped).toHaveLength(1);
  expect(ids).toEqual(expect.arrayContaining(dropped[0]!));
  expectEachOnce(await syncLog(), await p.evaluate(() => window.inPageSync.clientId()), ids);
  await context.close();
});

test('(d) a new service worker shows the prompt and does not reload by itself', async () => {
  screenshotOnFailure(() => page, 'offline-sync-d');
  const context = await suite.browser.newContext();
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    (window as unknown as { marker: string }).marker = 'still here';
  });
  appendFileSync(join(staticDir, 'sw.js'), '\n// a new version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.getByText('A new version is ready').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page!.evaluate(() => (window as unknown as { marker?: string }).marker ?? 'reloaded'), { timeout: 30_000 }).toBe('reloaded');
  await context.close();
});
