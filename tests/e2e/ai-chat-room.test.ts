// /ai-chat-room in real Chromium: a question asked offline waits in the outbox ('will be sent when
// you are back online'), and after reconnecting the retrieval tutor's answer arrives live (SSE),
// quoting the seeded lesson by name; the credit went down by one.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';

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
  await page.getByText('Daily credit: 10 of 10').waitFor();

  await setOffline(context, true);
  await page.getByText('Questions will be sent when you are back online.').waitFor();
  await page.getByLabel('Your question').fill('How do I pin a cell with an absolute reference like $A$1?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('will be sent when you are back online', { exact: true }).waitFor();
  await page.getByText('Daily credit: 9 of 10').waitFor();

  await setOffline(context, false);
  const answer = page.getByText('From the lesson “Relative and absolute references”', { exact: false });
  await answer.waitFor({ timeout: 60_000 });
  expect(await page.getByText('will be sent when you are back online', { exact: true }).count()).toBe(0);
  expect(await page.getByText('Daily credit: 9 of 10').count()).toBe(1);
  await context.close();
});
