// The accessibility sweep's wait can fail (issue 49, item 6): a screen that never becomes ready is an
// error naming it, not a screen checked as it is. Plain pages in real Chromium, no product needed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { waitForScreen } from './support/axe';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

const quick = { timeoutMs: 1_500, settleMs: 100 };

test('a screen stuck loading fails, named, with what it waits for', async () => {
  await page.setContent('<main><h1>Batches</h1><div role="status" aria-label="Loading batches" aria-busy="true"></div></main>');
  await expect(waitForScreen(page, 'teacher /teacher-dashboard/batches', quick)).rejects.toThrow(
    /^teacher \/teacher-dashboard\/batches never became ready within 1500 ms: it is still loading \(Loading batches\)/,
  );
});

test('a screen without a heading, or marked not ready, fails', async () => {
  await page.setContent('<main><p>Nothing yet</p></main>');
  await expect(waitForScreen(page, 'learner /dashboard', quick)).rejects.toThrow(/learner \/dashboard never became ready .*no heading/);
  await page.setContent('<main data-ready="false"><h1>Quiz</h1></main>');
  await expect(waitForScreen(page, 'teacher /edit-quiz', quick)).rejects.toThrow(/teacher \/edit-quiz never became ready .*data-ready/);
});

test('a screen that becomes ready is waited for, and then passes', async () => {
  await page.setContent('<main data-ready="true"><h1>Profile</h1></main>');
  await waitForScreen(page, 'learner /update-profile', quick);
  await page.setContent(`<main><div aria-busy="true">Loading</div></main>
    <script>setTimeout(() => { document.querySelector('main').innerHTML = '<h1>Courses</h1>'; }, 400);</script>`);
  const started = Date.now();
  await waitForScreen(page, 'learner /courses', { timeoutMs: 10_000, settleMs: 100 });
  expect(await page.locator('h1').textContent()).toBe('Courses');
  // Ready as soon as it is, not at the limit.
  expect(Date.now() - started).toBeLessThan(5_000);
});
