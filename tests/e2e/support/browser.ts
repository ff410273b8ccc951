/**
 * Debian's Chromium driven by playwright-core, with the flags this closed network needs
 * (DESIGN §6), plus helpers every browser test shares: sign in through the real form, go offline
 * and online, add latency, abort requests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export const DEMO_PASSWORD = 'demo-pass-1';
export const demoAccounts = {
  learner: 'learner@demo.test',
  teacher: 'teacher@demo.test',
  admin: 'admin@demo.test',
} as const;
export type DemoRole = keyof typeof demoAccounts;

/** Waits until the app runs the page: /login is served prerendered and is the markup's until then (scripts/prerender-login.ts). */
export function appTookOver(page: Page): Promise<unknown> {
  return page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Signs in through the real /login form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, role: DemoRole): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await appTookOver(page);
  await page.getByLabel('Email', { exact: true }).fill(demoAccounts[role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/**
 * Waits until the service worker is installed (its precache, every lazy chunk, complete) and
 * controls the page: before that, a screen's chunk fetched offline fails ("This screen did not
 * load"), which on a loaded machine can be minutes after the first load.
 */
export async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
}

/** Cuts the network of every page in the context (or restores it). */
export function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  return context.setOffline(offline);
}

/** Adds round-trip latency to a page's requests through the DevTools protocol. */
export async function addLatency(page: Page, latencyMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Aborts every request whose URL matches, until the returned function is called. */
export async function abortRequests(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

/** Whether the app on `page` has a pull cursor stored in IndexedDB (its first sync applied). */
async function hasPullCursor(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const open = indexedDB.open('learning-platform');
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
    });
    if (!db) return false;
    const cursor = await new Promise((resolve) => {
      if (!db.objectStoreNames.contains('syncState')) return resolve(undefined);
      const req = db.transaction('syncState').objectStore('syncState').get('cursor');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
    });
    db.close();
    return cursor !== undefined;
  });
}

/**
 * Waits until the app's first sync on `page` has been applied (a pull cursor is stored in
 * IndexedDB). Polled from here with `evaluate`, which awaits the page's promise: `waitForFunction`
 * took the pending promise itself as the truthy answer and returned at once.
 */
export async function firstSyncDone(page: Page, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await hasPullCursor(page))) {
    if (Date.now() > deadline) throw new Error(`The app's first sync was not applied within ${timeout / 1000} s`);
    await page.waitForTimeout(250);
  }
}

/** How many writes the app on `page` still holds in its outbox (IndexedDB, read from the page). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('learning-platform');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}
