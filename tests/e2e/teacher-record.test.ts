// Issue 16 in real Chromium (390 px wide): the teacher opens a batch and a learner's record from the
// local database, gives feedback offline, reloads offline (the screens render with 'as of'), goes
// online, and the learner (a second context) sees the feedback on /quiz-result. Each teacher screen
// is checked with axe: no serious or critical violation.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { outboxCount, setOffline, signIn } from './support/browser';
import { step } from './support/step';

const suite = productSuite();
let page: Page | undefined;
const SEEDED_ATTEMPT = '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11';

async function ready(p: Page) {
  await p.locator('[data-ready="true"]').first().waitFor({ timeout: 30_000 });
}

async function expectAccessible(p: Page, name: string) {
  expect(await blockingViolations(p, name)).toEqual([]);
}

test('feedback given offline reaches the learner; teacher screens reload offline with as of', async () => {
  screenshotOnFailure(() => page, 'teacher-record');
  // Its own text on each try: a retry runs against the server the first try already wrote to.
  const feedback = `Use $A$1 to fix both the column and the row (${Date.now()}).`;
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = (page = await context.newPage());
  await step('teacher signs in and the service worker controls the page', async () => {
    await signIn(p, suite.product.baseUrl, 'teacher');
    await p.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
  });

  await step('batches list from the first pull', async () => {
    await p.goto(`${suite.product.baseUrl}/teacher-dashboard/batches`);
    await ready(p);
    await p.getByRole('heading', { name: 'Batches', level: 1 }).waitFor();
    await p.getByText(/^As of /).waitFor({ timeout: 30_000 });
    await p.getByRole('link', { name: 'Spreadsheets – Spring 2026' }).waitFor({ timeout: 30_000 });
    await expectAccessible(p, 'batches');
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });

  await step('batch students', async () => {
    await p.getByRole('link', { name: 'Spreadsheets – Spring 2026' }).click();
    await p.waitForURL(/batch-students\?batch=b5-spreadsheets-spring/);
    await ready(p);
    await p.getByRole('heading', { name: 'Progress distribution' }).waitFor();
    await expectAccessible(p, 'batch-students');
  });

  const quiz = p.getByRole('region', { name: 'Formulas and references' });
  const notesBefore = await step('learner record', async () => {
    await p.getByRole('link', { name: 'Lena Learner' }).click();
    await p.waitForURL(/batch-students\/[^?]+$/);
    await ready(p);
    await quiz.getByText(/^Attempt 1: 2 of 3 \(67%\)/).waitFor({ timeout: 30_000 });
    await expectAccessible(p, 'learner record');
    return feedbackNotes(await quiz.getByText(/^Submitted /).first().textContent());
  });
  const recordUrl = p.url();

  await step('feedback given offline shows at once', async () => {
    await setOffline(context, true);
    await quiz.getByRole('button', { name: 'Show answers and feedback' }).first().click();
    await quiz.getByRole('button', { name: 'Hide answers' }).first().waitFor();
    // Each answer against the key of the attempt's quiz version (pulled once per version): 2 of 3 right, the key filled in.
    const answerRows = quiz.getByRole('table').first().locator('tbody tr');
    expect((await answerRows.locator('td:nth-child(4)').allTextContents()).sort()).toEqual(['Right', 'Right', 'Wrong']);
    expect((await answerRows.locator('td:nth-child(3)').allTextContents()).every((key) => key.trim() !== '')).toBe(true);
    const field = quiz.getByLabel('Feedback for the learner').first();
    await field.fill(feedback);
    // The field itself matches the text (React keeps a textarea's text content equal to its value):
    // waiting for the text alone passed at once, and the reload below could leave the page before the
    // write was stored (no note, an empty outbox). Saved means the form said so and emptied the field.
    await quiz.getByRole('button', { name: 'Send feedback' }).first().click();
    await quiz.getByRole('status').filter({ hasText: 'Feedback saved' }).waitFor();
    expect(await field.inputValue()).toBe('');
    await quiz.getByText(feedback).waitFor();
  });

  // Still offline: every teacher screen reloads from the local database and says how fresh it is.
  const recordPath = new URL(recordUrl).pathname;
  for (const path of ['/teacher-dashboard/batches', '/teacher-dashboard/batch-students?batch=b5-spreadsheets-spring', recordPath]) {
    await step(`offline reload of ${path}`, async () => {
      await p.goto(`${suite.product.baseUrl}${path}`);
      await p.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await ready(p);
      await p.getByText(/^As of /).waitFor();
    });
  }
  await step('the reloaded record counts the new note and shows it', async () => {
    const reloaded = p.getByRole('region', { name: 'Formulas and references' });
    // The record's own line first (the screen's frame says 'As of' before the record is read), then its count.
    await reloaded.getByText(/^Attempt 1: 2 of 3 \(67%\)/).waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      throw new Error(`the record did not show its attempt at ${p.url()}; the page said: ${(await p.locator('main').innerText().catch(() => '(no main)')).slice(0, 400)}`, { cause: error });
    });
    const counted = reloaded.getByText(new RegExp(`· ${notesBefore + 1} feedback notes?$`)).first();
    await counted.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      const lines = await reloaded.getByText(/^Submitted /).allTextContents();
      throw new Error(`expected ${notesBefore + 1} feedback notes; the attempts said ${JSON.stringify(lines)}; the outbox held ${await outboxCount(p)} writes`, { cause: error });
    });
    await reloaded.getByRole('button', { name: 'Show answers and feedback' }).first().click();
    await p.getByText(feedback).waitFor();
  });

  await setOffline(context, false);
  // The learner, on another device, sees it after their pull.
  const learnerContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const learner = await learnerContext.newPage();
  await step('learner signs in and opens the result', async () => {
    await signIn(learner, suite.product.baseUrl, 'learner');
    await learner.goto(`${suite.product.baseUrl}/quiz-result?attempt=${SEEDED_ATTEMPT}`);
    await learner.getByText('Score: 2 of 3 (67%)').waitFor({ timeout: 60_000 });
  });
  await step('the learner sees the feedback after a pull', async () => {
    await expect
      .poll(async () => {
        if (await learner.getByText(feedback).isVisible()) return true;
        await learner.reload();
        await learner.getByText('Score: 2 of 3 (67%)').waitFor({ timeout: 60_000 });
        return learner.getByText(feedback).isVisible();
      }, { timeout: 120_000, interval: 3_000 })
      .toBe(true);
    await learner.getByRole('heading', { name: 'Feedback from your teacher' }).waitFor();
  });
  await learnerContext.close();
  await context.close();
}, 300_000);

/** The feedback notes an attempt's line counts ('Submitted …, took 3 min · 2 feedback notes'), 0 when it names none. */
function feedbackNotes(summary: string | null): number {
  const match = / · (\d+) feedback notes?$/.exec(summary ?? '');
  return match ? Number(match[1]) : 0;
}
