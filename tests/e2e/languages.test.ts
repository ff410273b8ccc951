// Issue 52 in real Chromium. A learner chooses Hindi with the network off, reloads offline, and the
// screens of their flow are in Hindi (no text of the English catalogues left); the choice syncs when
// the network returns and a second device of the same learner follows it. In Arabic the layout
// mirrors: the side navigation on the right at 1280 px, the bottom bar's order reversed at 390 px.
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { firstSyncDone, offlineReady, outboxCount, setOffline, signIn } from './support/browser';
import { waitForScreen } from './support/axe';
import { untranslatedOnPage } from './support/untranslated';

// The learner's language is a synced preference: a retry starts from the demo data again.
const suite = productSuite({ freshProductOnRetry: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

/** The screens of a learner's flow, each opened by its address (offline: the service worker serves the app). */
const learnerScreens = [
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
  '/profile-pages',
];

let page: Page | undefined;

/** Chooses `name` in the language chooser of /profile-pages with the mouse. */
async function chooseLanguage(p: Page, name: string): Promise<void> {
  const group = p.getByRole('group', { name: /Language|भाषा|اللغة/ });
  await group.waitFor({ timeout: 30_000 });
  await group.locator('label').filter({ hasText: name }).click();
}

/** Opens each screen and gives back, per screen, the English texts still shown (none expected). */
async function untranslatedScreens(p: Page, baseUrl: string, language: 'hi' | 'ar', script: RegExp): Promise<string[]> {
  const misses: string[] = [];
  for (const path of learnerScreens) {
    await p.goto(`${baseUrl}${path}`);
    await waitForScreen(p, `${language} ${path}`);
    const main = (await p.locator('main').first().innerText()).trim();
    if (!script.test(main)) misses.push(`${path}: no text in the language's script in <main> ("${main.slice(0, 80)}")`);
    const english = await untranslatedOnPage(p, language);
    if (english.length) misses.push(`${path}: ${english.join(' | ')}`);
  }
  return misses;
}

/** The `preferences` rows the app on `p` holds (IndexedDB), for a failure's message. */
const storedPreferences = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('learning-platform');
        open.onerror = () => resolve(String(open.error));
        open.onsuccess = () => {
          const all = open.result.transaction('preferences').objectStore('preferences').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(all.result));
          };
        };
      }),
  );

const langOf = (p: Page) => p.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '));

test('a learner switches to Hindi offline and reloads offline: the learner\'s screens are in Hindi; a second device follows after sync', async () => {
  screenshotOnFailure(() => page, 'languages-hindi');
  const { baseUrl } = suite.product;
  const phone = await suite.browser.newContext({ viewport: PHONE });
  const p = (page = await phone.newPage());
  await signIn(p, baseUrl, 'learner');
  await offlineReady(p);
  await firstSyncDone(p);
  await p.goto(`${baseUrl}/profile-pages`);
  await waitForScreen(p, 'profile-pages');

  await setOffline(phone, true);
  await chooseLanguage(p, 'हिन्दी');
  await p.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'होम' }).waitFor({ timeout: 20_000 });
  expect(await langOf(p)).toBe('hi ltr');
  // The choice is queued for the learner's other devices (before the screen switched).
  expect(await outboxCount(p)).toBe(1);
  await p.reload();
  await p.getByRole('link', { name: 'होम' }).waitFor({ timeout: 30_000 });
  expect(await langOf(p)).toBe('hi ltr');
  await p.goto(`${baseUrl}/dashboard`);
  await p.getByText(/^नमस्ते, .+!$/).waitFor({ timeout: 30_000 });
  expect(await untranslatedScreens(p, baseUrl, 'hi', DEVANAGARI)).toEqual([]);

  // Back online: the choice (a `preference.set` write) leaves the outbox.
  await setOffline(phone, false);
  await expect.poll(() => outboxCount(p), { timeout: 60_000 }).toBe(0);

  // A second device of the same learner: it signs in in English and follows the stored choice after its sync.
  const desktop = await suite.browser.newContext({ viewport: DESKTOP });
  const second = (page = await desktop.newPage());
  await signIn(second, baseUrl, 'learner');
  await second
    .getByRole('navigation', { name: 'मुख्य नेविगेशन' })
    .getByRole('link', { name: 'होम' })
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const held = `the first device (at ${p.url()}) holds ${await storedPreferences(p)}, the second ${await storedPreferences(second)} (${await langOf(second)})`;
      throw new Error(`The second device did not follow the choice of Hindi: ${held}. ${String(error)}`);
    });
  expect(await langOf(second)).toBe('hi ltr');
  await desktop.close();
  await phone.close();
}, 420_000);

/** The horizontal centres of the bottom bar's links, in document order. */
const bottomBarCentres = (p: Page) =>
  p.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link').evaluateAll((links) => links.map((l) => {
    const box = l.getBoundingClientRect();
    return box.left + box.width / 2;
  }));

test('in Arabic the layout mirrors: navigation on the right at 1280 px, the bottom bar reversed at 390 px; the learner\'s screens are in Arabic', async () => {
  screenshotOnFailure(() => page, 'languages-arabic');
  const { baseUrl } = suite.product;
  const context: BrowserContext = await suite.browser.newContext({ viewport: DESKTOP });
  const p = (page = await context.newPage());
  await signIn(p, baseUrl, 'learner');
  await p.goto(`${baseUrl}/profile-pages`);
  await waitForScreen(p, 'profile-pages');
  await chooseLanguage(p, 'العربية');
  const nav = p.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await nav.getByRole('link', { name: 'الرئيسية' }).waitFor({ timeout: 20_000 });
  expect(await langOf(p)).toBe('ar rtl');
  const box = await nav.boundingBox();
  expect(box, 'the side navigation is on screen').not.toBeNull();
  expect(box!.x, 'the side navigation starts in the right half').toBeGreaterThan(DESKTOP.width / 2);

  await p.setViewportSize(PHONE);
  await p.locator('[data-layout="phone"]').waitFor({ timeout: 20_000 });
  await expect.poll(async () => (await bottomBarCentres(p)).length, { timeout: 20_000 }).toBeGreaterThan(2);
  const centres = await bottomBarCentres(p);
  // The first link (Home) is the rightmost, and each next one lies to its left.
  expect(centres).toEqual([...centres].sort((a, b) => b - a));

  expect(await untranslatedScreens(p, baseUrl, 'ar', ARABIC)).toEqual([]);
  await context.close();
}, 420_000);
