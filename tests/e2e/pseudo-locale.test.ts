// Issue 52 in real Chromium: the main screens of a learner, a teacher and an admin at 390 px, shown
// in the pseudo-locale (?pseudo-locale: every catalogue text accented, ~40 % longer, in ⟦…⟧), show
// no text of the English catalogues as it is and cut off no text of the interface.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn, type DemoRole } from './support/browser';
import { waitForScreen } from './support/axe';
import { cutTextsOnPage, englishCatalogueTexts, notPseudoOnPage } from './support/pseudo-locale';

const suite = productSuite();
const PHONE = { width: 390, height: 844 };
const english = englishCatalogueTexts();

const screens: Record<DemoRole, string[]> = {
  learner: [
    '/dashboard',
    '/courses',
    '/course-details/c5-spreadsheets',
    '/course-player/c5-spreadsheets?lesson=c5-spreadsheets-m1-l2',
    '/take-quiz?quiz=c5-spreadsheets-quiz',
    '/start-exercise?exercise=c5-spreadsheets-exercise',
    '/start-exercise?deck=c5-spreadsheets-deck',
    '/messages',
    '/conversations',
    '/ai-chat-room',
    '/profile',
    '/profile-pages',
  ],
  teacher: ['/dashboard', '/teacher-dashboard/batches', '/teacher-dashboard/batch-students', '/teacher-dashboard/quiz-results'],
  admin: ['/dashboard', '/admin-dashboard/course-list', '/admin-dashboard/people', '/admin-dashboard/batches', '/admin-dashboard/enrolments'],
};

let page: Page | undefined;

/** What is wrong with the screen at hand: catalogue texts not in the pseudo-locale, interface texts cut off. */
async function faults(p: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const plain = await notPseudoOnPage(p, english);
  if (plain.length) found.push(`${where}: not through the catalogues: ${plain.join(' | ')}`);
  const cut = await cutTextsOnPage(p);
  for (const c of cut.filter((c) => c.catalogue)) found.push(`${where}: cut off: "${c.text}" ${c.how}`);
  // A data value (a course's description, a notification's title) may be clamped by design: named, not failed.
  for (const c of cut.filter((c) => !c.catalogue)) console.info(`${where}: data value clamped: "${c.text}" ${c.how}`);
  return found;
}

/** Signs `role` in at 390 px, turns the pseudo-locale on for the tab and gives back every fault of its screens. */
async function checkScreens(role: DemoRole, extra?: (p: Page) => Promise<string[]>): Promise<string[]> {
  const { baseUrl } = suite.product;
  const context = await suite.browser.newContext({ viewport: PHONE });
  const p = (page = await context.newPage());
  await signIn(p, baseUrl, role);
  const found: string[] = [];
  for (const [index, path] of screens[role].entries()) {
    await p.goto(`${baseUrl}${path}${index === 0 ? `${path.includes('?') ? '&' : '?'}pseudo-locale` : ''}`);
    await waitForScreen(p, `${role} ${path}`);
    expect(await p.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' ')), path).toBe('en-XA ltr');
    found.push(...(await faults(p, `${role} ${path}`)));
  }
  if (extra) found.push(...(await extra(p)));
  await context.close();
  return found;
}

/** The notification centre, opened from the bell in the title bar with the mouse. */
async function notificationCentre(p: Page): Promise<string[]> {
  await p.goto(`${suite.product.baseUrl}/dashboard`);
  await waitForScreen(p, 'learner notification centre');
  await p.locator('header button[aria-haspopup="dialog"]').first().click();
  await p.getByRole('dialog').first().waitFor({ timeout: 20_000 });
  await p.waitForTimeout(300);
  return faults(p, 'learner notification centre');
}

test('a learner\'s main screens at 390 px in the pseudo-locale: every catalogue text through it, none cut off', async () => {
  screenshotOnFailure(() => page, 'pseudo-locale-learner');
  expect(await checkScreens('learner', notificationCentre)).toEqual([]);
}, 420_000);

test('a teacher\'s and an admin\'s main screens at 390 px in the pseudo-locale: every catalogue text through it, none cut off', async () => {
  screenshotOnFailure(() => page, 'pseudo-locale-staff');
  expect([...(await checkScreens('teacher')), ...(await checkScreens('admin'))]).toEqual([]);
}, 420_000);
