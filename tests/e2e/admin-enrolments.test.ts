// The admin's enrolment decision in real Chromium (issue 17): approved offline, shown Pending, sent
// when back online, and the learner's device (a second context) opens the course after its next
// pull. The screen has no serious or critical axe violation at 1280 and 390 px.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { offlineReady, setOffline, signIn } from './support/browser';

// A retry gets fresh demo data: the request is decided once.
const suite = productSuite({ freshProductOnRetry: true });
let page: Page | undefined;

test('an admin approves a request offline; once online the learner sees the course', async () => {
  screenshotOnFailure(() => page, 'admin-enrolments');
  const learnerContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const learner = await learnerContext.newPage();
  await signIn(learner, suite.product.baseUrl, 'learner');
  await learner.goto(`${suite.product.baseUrl}/course-enrol/c5-data`);
  await learner.getByText('An administrator will review your request.').waitFor({ timeout: 60_000 });

  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'admin');
  await page.goto(`${suite.product.baseUrl}/admin-dashboard/enrolments`);
  const request = page.getByRole('checkbox', { name: 'Select Lena Learner, Foundations of Data Literacy' });
  await request.waitFor({ timeout: 60_000 });
  await page.locator('[data-ready="true"]').waitFor();
  expect(await blockingViolations(page, 'enrolments at 1280 px')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await request.waitFor();
  expect(await blockingViolations(page, 'enrolments at 390 px')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await offlineReady(page);
  await setOffline(context, true);
  await request.check();
  await page.getByLabel('Message to the learners (optional)').fill('Welcome to the course');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Pending', { exact: true }).waitFor();
  await setOffline(context, false);
  await expect.poll(() => page!.getByText('Pending', { exact: true }).count(), { timeout: 60_000 }).toBe(0);

  // The learner's device pulls on the server's hint (or its 30 s timer) and now opens the course
  // ('Start': no lesson of it begun yet).
  await learner.getByRole('link', { name: 'Start', exact: true }).waitFor({ timeout: 90_000 });
  await context.close();
  await learnerContext.close();
});
