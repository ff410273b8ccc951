// /ai-chat-room in real Chromium: a question asked offline waits in the outbox ('will be sent when
// you are back online'), and after reconnecting the retrieval tutor's answer arrives live (SSE),
// quoting the seeded lesson by name; the credit went down by one.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { offlineReady, setOffline, signIn } from './support/browser';

let page: Page | undefined;
const suite = productSuite();

test('a question asked offline is answered after reconnecting', async () => {
  screenshotOnFailure(() => page, 'ai-chat-room');
  const context = await suite.browser.newContext({ viewport: { width: 1024, height: 800 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.goto(`${suite.product.baseUrl}/ai-chat-room`);
  // The seeded history (earlier days) comes from POST /api/ai-chat/messages.
  await page.getByText('What is an absolute reference?').waitFor({ timeout: 30_000 });
  // Safe to retry against the same product: a first try may already have spent a credit and been
  // answered, so the credit and the answers are counted from what this try finds.
  const credit = page.getByText(/^Daily credit: \d+ of 10$/);
  await credit.waitFor();
  const left = Number(/(\d+) of 10/.exec(await credit.innerText())![1]);
  expect(left).toBeGreaterThan(0);
  const answers = page.getByText('From the lesson “Relative and absolute references”', { exact: false });
  const answered = await answers.count();

  await offlineReady(page);
  await setOffline(context, true);
  await page.getByText('Questions will be sent when you are back online.').waitFor();
  await page.getByLabel('Your question').fill(`How do I pin a cell with an absolute reference like $A$1? (${Date.now()})`);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('will be sent when you are back online', { exact: true }).waitFor();
  await page.getByText(`Daily credit: ${left - 1} of 10`).waitFor();

  await setOffline(context, false);
  await expect.poll(() => answers.count(), { timeout: 60_000 }).toBe(answered + 1);
  expect(await page.getByText('will be sent when you are back online', { exact: true }).count()).toBe(0);
  expect(await page.getByText(`Daily credit: ${left - 1} of 10`).count()).toBe(1);
  await context.close();
});
