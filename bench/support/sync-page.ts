/** A page of the product with the app's sync modules injected (bench/sync.ts, bench/peer.ts). */
import type { Browser, Page } from 'playwright-core';
import { addLatency, appTookOver } from '../../tests/e2e/support/browser';
import { injectInPageSync } from '../../tests/e2e/support/in-page-sync';
import { tokenFor } from '../../tests/e2e/support/server-api';

export const ADDED_ROUND_TRIP_MS = 300;

export interface SyncPageOptions { devtoolsLatencyMs?: number }

/** A fresh context on `origin` with a learner token in storage and the sync modules injected. */
export async function syncPage(browser: Browser, origin: string, options: SyncPageOptions = {}): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  // Signed out and started (its entry runs after the first paint): the token set below is not read by the app's session.
  await appTookOver(page);
  const token = await tokenFor(origin, 'learner');
  await page.evaluate((t) => localStorage.setItem('session', t), token);
  await injectInPageSync(page);
  if (options.devtoolsLatencyMs) await addLatency(page, options.devtoolsLatencyMs);
  return { page, token, close: () => context.close() };
}
