// Issue 52, item 6 in real Chromium: a staff member states a course's language in the course editor
// (the searchable Select opened with the mouse, the option clicked where it shows), publishes, and a
// learner filters the catalogue by it (the language Select opened and its option clicked the same
// way): only that course is left, its title carries the course's lang. Once at 1280×900 (admin,
// learner at 390×844) and once at 390×844 (teacher, learner at 1280×900). axe on both screens.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { firstSyncDone, signIn } from './support/browser';
import { screenshotOnFailure } from './support/failure-screenshot';
import { expectOnScreen, press } from './support/pointer';
import { step } from './support/step';
import { productSuite } from './support/suite';

const suite = productSuite({ freshProductOnRetry: true });
let page: Page | undefined;

/** Opens the Select labelled `label` with the mouse and clicks `option` where the dropdown shows it. */
async function choose(p: Page, label: string, option: string, type?: string) {
  const input = p.getByRole('combobox', { name: label });
  await press(p, input, 'mouse', `the ${label} select`);
  // Searching replaces what the field shows (a stated language's name), as a person selects it and types.
  if (type) {
    await p.keyboard.press('ControlOrMeta+A');
    await p.keyboard.type(type);
  }
  const listbox = p.getByRole('listbox');
  await expectOnScreen(listbox, `the ${label} dropdown`);
  await press(p, listbox.getByRole('option', { name: option, exact: true }), 'mouse', `${label} option '${option}'`, { scroll: false });
  await expect.poll(() => input.inputValue()).toBe(option);
}

const runs = [
  { staff: 'admin' as const, staffSize: { width: 1280, height: 900 }, learnerSize: { width: 390, height: 844 }, course: 'c5-first-aid', title: 'First Aid at Work', language: 'Hindi', tag: 'hi', search: 'hin' },
  { staff: 'teacher' as const, staffSize: { width: 390, height: 844 }, learnerSize: { width: 1280, height: 900 }, course: 'c5-spreadsheets', title: 'Spreadsheet Essentials', language: 'Marathi', tag: 'mr', search: 'mar' },
];

test.each(runs)('$staff states $language at $staffSize.width px; a learner at $learnerSize.width px filters by it', async (run) => {
  screenshotOnFailure(() => page, `course-language-${run.staff}`);
  const base = suite.product.baseUrl;
  const staff = await suite.browser.newContext({ viewport: run.staffSize });
  const s = (page = await staff.newPage());
  await signIn(s, base, run.staff);
  await step('state the language in the course editor and publish', async () => {
    await s.goto(`${base}/edit-course/${run.course}`);
    await s.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
    await choose(s, 'Language of the course', run.language, run.search);
    expect(await blockingViolations(s, 'course editor', '[data-ready="true"]')).toEqual([]);
    await press(s, s.getByRole('button', { name: 'Publish' }), 'mouse', 'Publish');
    await s.getByText(/Learners now get this outline/).waitFor({ timeout: 30_000 });
  });
  await staff.close();

  const learner = await suite.browser.newContext({ viewport: run.learnerSize });
  const l = (page = await learner.newPage());
  await signIn(l, base, 'learner');
  await firstSyncDone(l);
  await step('filter the catalogue by the language', async () => {
    await l.goto(`${base}/courses`);
    const list = l.getByRole('list', { name: 'All courses' });
    await list.getByRole('heading', { name: run.title }).waitFor({ timeout: 30_000 });
    expect(await list.getByRole('heading').count()).toBeGreaterThan(1);
    await choose(l, 'Language', run.language);
    await expect.poll(() => list.getByRole('heading').allInnerTexts()).toEqual([run.title]);
    const heading = list.getByRole('heading', { name: run.title });
    expect(await heading.getAttribute('lang')).toBe(run.tag);
    expect(await heading.getAttribute('dir')).toBe('ltr');
    expect(await blockingViolations(l, 'course catalogue filtered by language')).toEqual([]);
  });
  await learner.close();
}, 240_000);
