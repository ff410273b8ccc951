/**
 * Signs the bench's learner in, in the Chromium that Lighthouse audits (by its debugging port), and
 * waits for their first sync: a returning learner for the signed-in audits. Its Playwright
 * connection is closed before it returns, as a client left connected attaches to Lighthouse's tabs.
 * The session cookie stays: Lighthouse's storage reset does not clear cookies, so signed-out pages
 * are audited before this.
 */
import { chromium } from 'playwright-core';
import { firstSyncDone, signIn } from '../../tests/e2e/support/browser';

export async function signInLearner(port: number, baseUrl: string): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await cdp.contexts()[0]!.newPage();
    await signIn(page, baseUrl, 'learner');
    await firstSyncDone(page);
    await page.close();
  } finally {
    await cdp.close();
  }
}
