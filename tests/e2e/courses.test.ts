// The catalogue and enrolment in real Chromium: search on the device, course details, and an
// enrolment made offline (the page's first write, with no service worker) shown as pending, then
// confirmed by the server exactly once.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';

// A retry gets fresh demo data: the learner's enrolment is made once.
const suite = productSuite({ freshProductOnRetry: true });
let page: Page | undefined;

interface LogEntry { clientId: string; mutationId: number; name: string; status: string }

test('a learner finds a course, enrols offline (pending), and the server confirms it once back online', async () => {
  screenshotOnFailure(() => page, 'courses-enrol');
  // No service worker: the first write is made offline before anything has cached the code it
  // loads (as on a first visit that loses the network before the worker's precache is done). The
  // write must still be saved, and sent once back online.
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Courses', exact: true }).click();
  const all = page.getByRole('list', { name: 'All courses' });
  await all.getByRole('heading', { name: 'Spreadsheet Essentials' }).waitFor({ timeout: 30_000 });
  // Screenshots of the catalogue for the note, wide and phone-sized.
  await page.screenshot({ path: 'test-results/courses-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await all.getByRole('heading', { name: 'Spreadsheet Essentials' }).waitFor();
  await page.waitForTimeout(500); // the layout follows the media query after the resize
  await page.screenshot({ path: 'test-results/courses-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('searchbox', { name: 'Search courses' }).fill('first aid');
  await expect.poll(() => all.getByRole('heading').allTextContents()).toEqual(['First Aid at Work']);
  await all.getByRole('link', { name: 'First Aid at Work' }).click();
  await page.getByRole('heading', { name: 'First Aid at Work', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Assessing a casualty' }).waitFor();

  await page.getByRole('link', { name: 'Enrol' }).click();
  await page.getByRole('heading', { name: 'Enrol in First Aid at Work' }).waitFor();
  await setOffline(context, true);
  await page.getByRole('button', { name: 'Enrol' }).click();
  await page.getByText('Your request is saved on this device and is sent when you are online.').waitFor();
  expect(await page.getByText('Pending', { exact: true }).isVisible()).toBe(true);

  await setOffline(context, false);
  // Enrolled, nothing begun yet: 'Start' (issue 21 item 11), not 'Continue'.
  await page.getByRole('link', { name: 'Start' }).waitFor({ timeout: 60_000 });
  expect(await page.getByText('Pending', { exact: true }).count()).toBe(0);
  const log = await apiGet<LogEntry[]>(suite.product.baseUrl, 'admin', '/admin/sync-log?userId=u5-learner');
  expect(log.filter((e) => e.name === 'enrolment.request').map((e) => e.status)).toEqual(['applied']);
  await context.close();
});
