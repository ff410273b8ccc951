// Issue 50 in real Chromium ("Tests that must exist"): an admin imports GIFT with partial-credit
// weights and per-answer feedback into a new quiz and publishes it; a learner answers it offline
// (one answer worth 50%, one wrong), syncs, and sees the partial score and the feedback of each
// answer; the teacher's item analysis counts the partial credit (facility 0.5, not 0).
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { offlineReady, setOffline, signIn } from './support/browser';

const suite = productSuite();
let page: Page | undefined;

// The demo learner is in the demo teacher's batch of this course (server/seed/demo-org.ts), so the teacher sees the attempt.
const COURSE = { id: 'c5-spreadsheets', title: 'Spreadsheet Essentials' };
const LIMIT = { timeout: 30_000 };
const GIFT = `// Moodle's documentation examples, with feedback per answer.
::Towns:: Jesus Christ was from {~Jerusalem#Not there. ~%25%Bethlehem#He was born there. ~%50%Galilee#The region, not the town. =Nazareth#Yes.}

::Colour:: What colour is the sun? {=yellow#Right. ~red#Wrong, it's yellow.}
`;

test('imported GIFT weights and feedback: answered offline, synced, partly scored with feedback, counted in item analysis', async () => {
  screenshotOnFailure(() => page, 'quiz-import-partial-credit');
  const base = suite.product.baseUrl;
  // A name of its own per try: a retry against the same product finds only its own quiz.
  const QUIZ_NAME = `Where from ${randomUUID().slice(0, 8)}`;

  // 1. The admin imports the GIFT into a new quiz of the course and publishes it.
  const admin = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = (page = await admin.newPage());
  await signIn(a, base, 'admin');
  await a.goto(`${base}/create-quiz`);
  await a.waitForURL(/\/quizess\/[0-9a-f-]{36}$/, LIMIT);
  const quizId = new URL(a.url()).pathname.split('/').pop()!;
  await a.locator('[data-ready="true"]').waitFor(LIMIT);
  await a.getByRole('textbox', { name: 'Name', exact: true }).fill(QUIZ_NAME);
  const course = a.getByLabel('Course', { exact: true });
  await course.locator('option', { hasText: COURSE.title }).waitFor({ state: 'attached', ...LIMIT });
  await course.selectOption(COURSE.id);
  await a.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = a.getByRole('dialog', { name: 'Import questions' });
  await dialog.getByLabel(/Paste GIFT questions/).fill(GIFT);
  await dialog.getByText('2 questions ready, 0 with errors').waitFor();
  await dialog.getByRole('button', { name: 'Add 2 questions' }).click();
  await a.getByRole('heading', { name: 'Questions (2)' }).waitFor();
  await a.getByText('Draft saved on this device').waitFor(LIMIT);
  await a.getByRole('button', { name: 'Publish' }).click();
  await a.getByText('Version 1 published').waitFor(LIMIT);
  await admin.close();

  // 2. The learner opens the quiz online (it reaches the device), then answers and submits offline.
  const learner = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const l = (page = await learner.newPage());
  await signIn(l, base, 'learner');
  await l.goto(`${base}/take-quiz?quiz=${quizId}`);
  const start = l.getByRole('button', { name: 'Start quiz' });
  await start.waitFor(LIMIT);
  await offlineReady(l);
  await setOffline(learner, true);
  await start.click();
  await l.getByText('Question 1 of 2').waitFor();
  await l.getByRole('checkbox', { name: 'Galilee', exact: true }).check();
  await l.getByRole('button', { name: 'Next' }).click();
  await l.getByText('Question 2 of 2').waitFor();
  await l.getByRole('checkbox', { name: 'red', exact: true }).check();
  await l.getByRole('button', { name: 'Review answers' }).click();
  await l.getByText('Every question is answered.').waitFor();
  await l.getByRole('button', { name: 'Submit quiz' }).click();
  await l.getByText('Submitted — it will be graded when you are back online').waitFor();

  // 3. Back online, the attempt syncs and is graded: half of one point, and each answer's feedback.
  await setOffline(learner, false);
  await l.waitForURL(/\/quiz-result\?attempt=/, { timeout: 60_000 });
  await l.getByText('Score: 0.5 of 2 (25%)').waitFor(LIMIT);
  const answers = l.getByRole('list', { name: 'Answers' }).getByRole('listitem');
  await answers.nth(0).getByText('Partly correct: 0.5 of 1 points').waitFor();
  await answers.nth(0).getByText('The region, not the town.').waitFor();
  await answers.nth(1).getByText('Incorrect', { exact: true }).waitFor();
  await answers.nth(1).getByText("Wrong, it's yellow.").waitFor();
  await learner.close();

  // 4. The teacher's item analysis counts the half point: facility 0.5 for the first question.
  const teacher = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const t = (page = await teacher.newPage());
  await signIn(t, base, 'teacher');
  await t.goto(`${base}/teacher-dashboard/quiz-results`);
  await t.locator('[data-ready="true"]').waitFor(LIMIT);
  const quiz = t.getByLabel('Quiz', { exact: true });
  await quiz.locator('option', { hasText: QUIZ_NAME }).waitFor({ state: 'attached', ...LIMIT });
  await quiz.selectOption({ label: `${QUIZ_NAME} (${COURSE.title})` });
  const items = t.getByRole('table', { name: 'Item analysis' });
  const towns = items.getByRole('row').filter({ has: t.getByRole('cell', { name: 'Jesus Christ was from', exact: true }) });
  await towns.waitFor({ timeout: 60_000 });
  const cells = async (row: typeof towns) => (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
  // Prompt, n, facility (to two decimals).
  expect((await cells(towns)).slice(1, 4)).toEqual(['Jesus Christ was from', '1', '0.5']);
  const colour = items.getByRole('row').filter({ has: t.getByRole('cell', { name: 'What colour is the sun?', exact: true }) });
  expect((await cells(colour)).slice(1, 4)).toEqual(['What colour is the sun?', '1', '0']);
  await teacher.close();
}, 240_000);
