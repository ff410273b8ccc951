// Issue 18 in real Chromium ("Tests that must exist"): an admin authors a quiz OFFLINE (a reload keeps
// the draft), goes online and publishes version 1; a learner in a second context pulls it and starts;
// mid-attempt the admin changes the key of the question the learner answered and publishes version 2;
// the learner (who has pulled version 2 meanwhile) finishes, and the attempt is graded on version 1.
// The editor passes axe (no serious or critical violation) at 390 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { QuizResultSummary } from '../../contract/quizzes';
import type { PullResponse } from '../../contract/sync';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';

const suite = productSuite();
let page: Page | undefined;

const QUIZ_NAME = 'Planets and oceans';
// The demo learner is in a batch of this course (server/seed/demo-org.ts), so they may take its quizzes.
const COURSE = { id: 'c5-python', title: 'Introduction to Python Programming' };
const LIMIT = { timeout: 30_000 };

/** The row `key` of Dexie table `store` on this page's device (read straight from IndexedDB), or null. */
function deviceRow<T>(p: Page, store: string, key: string): Promise<T | null> {
  return p.evaluate(
    ([name, id]) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open('learning-platform');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const get = idb.transaction(name).objectStore(name).get(id);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            idb.close();
            resolve((get.result as T | undefined) ?? null);
          };
        };
      }),
    [store, key] as const,
  );
}

/** The version of quiz `quizId` this page's device holds. */
const deviceQuizVersion = async (p: Page, quizId: string) => (await deviceRow<{ version?: number }>(p, 'quizzes', quizId))?.version ?? null;

/** What a full pull gives the demo learner for `table` (a fresh client id). */
async function learnerRows<T>(table: string): Promise<T[]> {
  const pull = await apiGet<PullResponse>(suite.product.baseUrl, 'learner', `/sync/pull?clientId=${randomUUID()}`);
  return (pull.changes[table]?.put ?? []) as T[];
}

/** Adds a question of `kind` ('Add question' menu) and returns its editor (the n-th list item). */
async function addQuestion(p: Page, kind: string, n: number): Promise<Locator> {
  await p.getByRole('button', { name: 'Add question' }).click();
  await p.getByRole('menuitem', { name: kind, exact: true }).click();
  const item = p.getByRole('list', { name: 'Questions' }).getByRole('listitem').nth(n - 1);
  await item.getByLabel(`Question ${n}`, { exact: true }).waitFor();
  return item;
}

test('a quiz authored offline survives a reload, is published, and a mid-attempt learner is graded on version 1 after version 2', async () => {
  screenshotOnFailure(() => page, 'quiz-authoring');
  const base = suite.product.baseUrl;

  // 1. The admin opens a new quiz online (the courses are on the device), then goes offline and authors it.
  const admin = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = (page = await admin.newPage());
  await signIn(a, base, 'admin');
  await a.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await a.goto(`${base}/create-quiz`);
  await a.waitForURL(/\/quizess\/[0-9a-f-]{36}$/, LIMIT);
  const quizId = new URL(a.url()).pathname.split('/').pop()!;
  await a.locator('[data-ready="true"]').waitFor(LIMIT);
  const course = a.getByLabel('Course', { exact: true });
  await course.locator('option', { hasText: COURSE.title }).waitFor({ state: 'attached', ...LIMIT });

  await setOffline(admin, true);
  await a.getByRole('textbox', { name: 'Name', exact: true }).fill(QUIZ_NAME);
  await course.selectOption(COURSE.id);
  await a.getByLabel('Pass mark (%)', { exact: true }).fill('80');

  const q1 = await addQuestion(a, 'Single choice', 1);
  await q1.getByLabel('Question 1', { exact: true }).fill('Which planet is called the Red Planet?');
  await q1.getByLabel('Option 1', { exact: true }).fill('Mars');
  await q1.getByLabel('Option 2', { exact: true }).fill('Venus');
  await q1.getByRole('checkbox', { name: 'Mars', exact: true }).check();

  const q2 = await addQuestion(a, 'True/False', 2);
  await q2.getByLabel('Question 2', { exact: true }).fill('Water boils at 100 °C at sea level.');
  expect(await q2.getByRole('checkbox', { name: 'True', exact: true }).isChecked()).toBe(true);

  const q3 = await addQuestion(a, 'Short answer', 3);
  await q3.getByLabel('Question 3', { exact: true }).fill('Name the largest ocean.');
  await q3.getByLabel('Accepted answer 1', { exact: true }).fill('Pacific');
  await a.getByText('Draft saved on this device').waitFor(LIMIT);
  // The last keystrokes have reached the device's copy of the draft before the reload.
  const savedQuestions = async () => JSON.stringify((await deviceRow<{ fields: Record<string, unknown> }>(a, 'localDrafts', `quiz:${quizId}`))?.fields.questions ?? null);
  await expect.poll(savedQuestions, LIMIT).toContain('"Pacific"');

  // Reloaded offline: the service worker serves the editor and the draft is all still there.
  await a.reload();
  await a.locator('[data-ready="true"]').waitFor(LIMIT);
  await a.getByText('The published version could not be loaded').waitFor();
  await a.getByText('Draft saved on this device').waitFor();
  await a.getByRole('heading', { name: 'Questions (3)' }).waitFor();
  expect(await a.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(QUIZ_NAME);
  expect(await a.getByLabel('Course', { exact: true }).inputValue()).toBe(COURSE.id);
  expect(await a.getByLabel('Pass mark (%)', { exact: true }).inputValue()).toBe('80');
  expect(await a.getByLabel('Question 1', { exact: true }).inputValue()).toBe('Which planet is called the Red Planet?');
  expect(await q1.getByLabel('Option 2', { exact: true }).inputValue()).toBe('Venus');
  expect(await q1.getByRole('checkbox', { name: 'Mars', exact: true }).isChecked()).toBe(true);
  expect(await a.getByLabel('Question 2', { exact: true }).inputValue()).toBe('Water boils at 100 °C at sea level.');
  expect(await a.getByLabel('Accepted answer 1', { exact: true }).inputValue()).toBe('Pacific');

  // The editor, filled in, at 390 px: no serious or critical axe violation.
  expect(await blockingViolations(a, `/quizess/${quizId} @390`)).toEqual([]);

  // 2. Online again: version 1 is published.
  await setOffline(admin, false);
  await a.getByRole('button', { name: 'Publish' }).click();
  await a.getByText('Version 1 published').waitFor(LIMIT);
  await a.getByText('Published version 1').waitFor(LIMIT);

  // 3. The learner pulls it, starts, and answers the first question (right on version 1's key).
  const learner = await suite.browser.newContext({ viewport: { width: 1024, height: 800 } });
  const l = (page = await learner.newPage());
  await signIn(l, base, 'learner');
  await l.goto(`${base}/take-quiz?quiz=${quizId}`);
  await l.getByRole('button', { name: 'Start quiz' }).click(LIMIT);
  await l.getByText('Question 1 of 3').waitFor();
  await l.getByRole('checkbox', { name: 'Mars', exact: true }).check();
  await l.getByRole('button', { name: 'Next' }).click();
  await l.getByText('Question 2 of 3').waitFor();
  await l.getByText('1 of 3 answered').waitFor();
  expect(await deviceQuizVersion(l, quizId)).toBe(1);

  // 4. The admin changes the key of that question and publishes version 2 (keeping grades if asked).
  page = a;
  await a.getByRole('list', { name: 'Questions' }).getByRole('listitem').first().getByRole('checkbox', { name: 'Venus', exact: true }).check();
  await a.getByText('Draft saved on this device').waitFor(LIMIT);
  await a.getByRole('button', { name: 'Publish' }).click();
  const keepGrades = a.getByRole('button', { name: 'Keep grades' });
  await keepGrades.or(a.getByText('Version 2 published')).waitFor(LIMIT);
  if (await keepGrades.isVisible()) await keepGrades.click();
  await a.getByText('Version 2 published').waitFor(LIMIT);
  await a.getByText('Published version 2').waitFor(LIMIT);
  const [serverQuiz] = (await learnerRows<{ id: string; version?: number }>('quizzes')).filter((q) => q.id === quizId);
  expect(serverQuiz?.version).toBe(2);

  // 5. The learner's device pulls version 2 (a reload syncs at start) and the attempt resumes on version 1.
  page = l;
  await l.reload();
  await expect.poll(() => deviceQuizVersion(l, quizId), LIMIT).toBe(2);
  await l.getByText('Question 2 of 3').waitFor(LIMIT);
  await l.getByText('1 of 3 answered').waitFor();
  await l.getByRole('button', { name: 'Previous' }).click();
  await l.getByText('Question 1 of 3').waitFor();
  expect(await l.getByRole('checkbox', { name: 'Mars', exact: true }).isChecked()).toBe(true);
  await l.getByRole('button', { name: 'Next' }).click();
  await l.getByRole('checkbox', { name: 'True', exact: true }).check();
  await l.getByRole('button', { name: 'Next' }).click();
  await l.getByText('Question 3 of 3').waitFor();
  await l.getByLabel('Your answer', { exact: true }).fill(' pacific ');
  await l.getByRole('button', { name: 'Review answers' }).click();
  await l.getByText('Every question is answered.').waitFor();
  await l.getByRole('button', { name: 'Submit quiz' }).click();

  // Graded on version 1: 3 of 3 and passed (version 2's key would give 2 of 3, 67%, not passed at 80%).
  await l.waitForURL(/\/quiz-result\?attempt=/, { timeout: 60_000 });
  await l.getByText('Score: 3 of 3 (100%)').waitFor(LIMIT);
  await l.getByText('Passed', { exact: true }).waitFor();
  await l.getByText('Pass mark: 80%').waitFor();
  const attemptId = new URL(l.url()).searchParams.get('attempt');

  const [graded] = (await learnerRows<{ id: string; version?: number; score: number; total: number; passed: boolean }>('quizResults')).filter((r) => r.id === attemptId);
  expect(graded).toMatchObject({ version: 1, score: 3, total: 3, passed: true });
  const results = await apiGet<QuizResultSummary[]>(base, 'admin', `/teacher/quizzes/${quizId}/results`);
  expect(results).toEqual([expect.objectContaining({ attemptId, userId: 'u5-learner', score: 3, total: 3, passed: true })]);

  await learner.close();
  await admin.close();
}, 180_000);
