// Practice in real Chromium (issue 7, part B): a flashcard session and an exercise done offline
// survive a reload and reach the server once the browser is back online.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { PullResponse } from '../../contract/sync';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';

const EXERCISE = 'c5-spreadsheets-exercise';
let page: Page | undefined;
const suite = productSuite();

/** What the server holds for the demo learner (a fresh client id: a full pull). */
const serverRows = async (table: 'reviews' | 'exerciseAttempts') =>
  (await apiGet<PullResponse>(suite.product.baseUrl, 'learner', `/sync/pull?clientId=${randomUUID()}`)).changes[table]?.put ?? [];

async function signedInLearner(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1024, height: 800 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${suite.product.baseUrl}/start-exercise`);
  await page.getByRole('link', { name: 'Spreadsheet functions' }).waitFor({ timeout: 30_000 });
  return { context, page };
}

const dueLine = (p: Page) => p.getByText(/^\d+ of 6 cards due$/);

test('flashcards reviewed offline with the keyboard survive a reload and reach the server', async () => {
  screenshotOnFailure(() => page, 'practice-flashcards');
  const { context, page: p } = await signedInLearner();
  const seeded = (await serverRows('reviews')).length;
  await p.getByRole('link', { name: 'Spreadsheet functions' }).click();
  const before = Number((await dueLine(p).textContent())!.split(' ')[0]);
  expect(before).toBeGreaterThanOrEqual(3); // cards 4–6 were never reviewed

  await setOffline(context, true);
  for (let i = 0; i < 2; i++) {
    await p.getByRole('button', { name: 'Show answer' }).waitFor();
    await p.keyboard.press('Space');
    await p.getByRole('button', { name: /^Good/ }).waitFor();
    await p.keyboard.press('3');
  }
  await p.getByText(`${before - 2} of 6 cards due`).waitFor();
  await p.reload();
  await p.getByText(`${before - 2} of 6 cards due`).waitFor({ timeout: 20_000 });

  await setOffline(context, false);
  await expect.poll(async () => (await serverRows('reviews')).length, { timeout: 60_000 }).toBe(seeded + 2);
  await context.close();
});

test('an exercise finished offline is listed at once and saved on the server when back online', async () => {
  screenshotOnFailure(() => page, 'practice-exercise');
  // Safe to retry against the same product: counted from what the server held before this try.
  const fourOfFive = async () => (await serverRows('exerciseAttempts')).filter((a) => a.exerciseId === EXERCISE && a.correct === 4).length;
  const before = await fourOfFive();
  const { context, page: p } = await signedInLearner();
  await p.getByRole('link', { name: 'SUM and AVERAGE' }).click();
  await p.getByRole('heading', { name: 'SUM and AVERAGE', level: 1 }).waitFor();
  await setOffline(context, true);

  const question = (n: number) => p.getByRole('region', { name: `Question ${n}` });
  for (const [n, text] of [[1, '18'], [2, '6'], [3, '5']] as const) {
    await question(n).getByRole('textbox', { name: 'Your answer' }).fill(text);
    await p.getByRole('button', { name: `Check answer ${n}` }).click();
  }
  await question(4).getByText('COUNTIF').click();
  await p.getByRole('button', { name: 'Check answer 4' }).click();
  await question(5).getByRole('button', { name: 'Move "Type =SUM(" up' }).click();
  await question(5).getByRole('button', { name: 'Move "Press Enter" down' }).click();
  await p.getByRole('button', { name: 'Check answer 5' }).click();
  expect(await question(3).getByText('Not quite').isVisible()).toBe(true);
  expect(await question(5).getByText('Correct').isVisible()).toBe(true);
  await p.getByRole('button', { name: 'Finish and save' }).click();
  await p.getByText('You got 4 of 5 right', { exact: false }).waitFor();
  // Newest first: this attempt (a retry's device also lists the first try's).
  await p.getByRole('list', { name: 'Attempts' }).getByText('4 of 5 right').first().waitFor();

  await setOffline(context, false);
  await expect.poll(fourOfFive, { timeout: 60_000 }).toBe(before + 1);
  await context.close();
});
