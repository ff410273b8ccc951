// Issue 17 items 2 and 3 in real Chromium: an admin creates a batch, imports a people CSV whose
// preview shows a bad row, applies it and undoes it; the screens pass axe (no serious or critical
// violations) at 390 px and 1280 px.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn } from './support/browser';
import { apiGet } from './support/server-api';

const suite = productSuite();
let page: Page | undefined;

async function expectAccessible(p: Page, where: string) {
  expect(await blockingViolations(p, where)).toEqual([]);
}

/** The import file; `email` is the new person's address, `batch` the batch made just before. */
const peopleCsv = (email: string, batch: string) =>
  ['email,name,role,batch', `${email},Ines Import,learner,${batch}`, 'not-an-email,Bad Row,learner,', `kwame.mensah@demo.test,Kwame Mensah,,${batch}`].join('\n');

test.each([1280, 390])('an admin creates a batch, imports a CSV with a bad row, applies and undoes it (%i px)', async (width) => {
  screenshotOnFailure(() => page, `admin-people-${width}`);
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, 'admin');
  // Names unique to this try: batch names are unique on the server, and a retry runs against the
  // same product as the try before it.
  const run = Date.now();
  const batchName = `E2E Finance batch ${width} ${run}`;
  const newEmail = `ines.import.${run}@example.test`;

  await p.goto(`${suite.product.baseUrl}/admin-dashboard`);
  await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await expectAccessible(p, 'admin home');

  await p.goto(`${suite.product.baseUrl}/admin-dashboard/batches`);
  await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await p.getByRole('button', { name: 'New batch' }).click();
  await p.getByLabel('Name').fill(batchName);
  const course = p.getByRole('combobox', { name: 'Course' });
  await course.fill('Finance');
  await p.getByRole('option', { name: /Finance/ }).first().waitFor();
  await course.press('ArrowDown');
  await course.press('Enter');
  expect(await course.inputValue()).toMatch(/Finance/);
  await p.getByLabel('Start date').fill('2099-01-10');
  await p.getByRole('button', { name: 'Create batch' }).click();
  await p.getByRole('cell', { name: batchName, exact: true }).waitFor({ timeout: 20_000 });
  await p.getByRole('dialog').waitFor({ state: 'detached' });
  await expectAccessible(p, 'batches');

  await p.goto(`${suite.product.baseUrl}/admin-dashboard/people`);
  await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await expectAccessible(p, 'people');
  await p.getByRole('tab', { name: 'Import CSV' }).click();
  await p.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(peopleCsv(newEmail, batchName)) });
  await p.getByText('Bad email: "not-an-email" is not an email address.').waitFor({ timeout: 20_000 });
  await p.getByText('1 with errors').waitFor();
  await expectAccessible(p, 'import preview');

  await p.getByRole('button', { name: 'Apply import' }).click();
  await p.getByText('Import applied.').waitFor({ timeout: 20_000 });
  const afterApply = await apiGet<{ email: string; status: string }[]>(suite.product.baseUrl, 'admin', '/admin/people');
  expect(afterApply.find((x) => x.email === newEmail)?.status).toBe('invited');

  await p.getByRole('button', { name: 'Undo import' }).click();
  await p.getByText('Import undone.').waitFor({ timeout: 20_000 });
  const afterUndo = await apiGet<{ email: string }[]>(suite.product.baseUrl, 'admin', '/admin/people');
  expect(afterUndo.some((x) => x.email === newEmail)).toBe(false);
  await context.close();
});
