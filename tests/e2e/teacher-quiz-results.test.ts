// Issue 16 item 5 in real Chromium: the demo teacher's quiz results render from the local database,
// with the 'as of' line, figures, the score chart and the item analysis; after going offline and
// reloading they still do; no serious or critical axe finding at 1280 px and at 390 px.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';

const suite = productSuite();
let page: Page | undefined;


/** Waits for the screen's ready marker, then checks what it shows of the Python quiz. */
async function expectPythonReport(p: Page) {
  await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await p.getByRole('heading', { name: 'Quiz results', level: 1 }).waitFor();
  await p.getByText(/^As of /).waitFor();
  await p.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Loops and ranges (Introduction to Python Programming)' });
  await p.getByRole('heading', { name: 'Item analysis' }).waitFor({ timeout: 20_000 });
  await p.getByRole('heading', { name: 'Score distribution' }).waitFor();
  const items = p.getByRole('table', { name: 'Item analysis' });
  await items.getByRole('cell', { name: 'Which of these start a loop?' }).waitFor();
  expect(await items.getByRole('row').count()).toBe(5); // the header and 4 questions
  expect(await p.getByText('Pass rate (of attempts)').count()).toBe(1);
}

test("the teacher's quiz results work offline after a reload, show 'as of' and pass axe at 390 and 1280 px", { timeout: 240_000 }, async () => {
  screenshotOnFailure(() => page, 'teacher-quiz-results');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, 'teacher');
  await p.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => p.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);

  await p.goto(`${suite.product.baseUrl}/teacher-dashboard/quiz-results`);
  await expectPythonReport(p);
  expect(await blockingViolations(p, 'quiz results at 1280 px')).toEqual([]);

  await setOffline(context, true);
  await p.reload();
  await expectPythonReport(p);
  await p.setViewportSize({ width: 390, height: 844 });
  await p.getByRole('table', { name: 'Attempts' }).waitFor();
  expect(await blockingViolations(p, 'quiz results at 390 px, offline')).toEqual([]);
  await context.close();
});
