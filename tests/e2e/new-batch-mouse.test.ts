// Issue 48 in real Chromium: an admin creates a batch in the New batch dialog of
// /admin-dashboard/batches with the mouse at 1280×900 and with a finger at 390×844. The Course and
// Teachers dropdowns open inside the viewport and on top (they once opened below the page, where no
// click lands, because their Combobox and Popover CSS was not loaded on this route); options are
// pressed where they show, never chosen by keyboard or by value. The batch is then listed and on the
// server with the chosen course and teacher.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { firstSyncDone, signIn } from './support/browser';
import { screenshotOnFailure } from './support/failure-screenshot';
import { expectOnScreen, press, type Pointer } from './support/pointer';
import { apiGet } from './support/server-api';
import { step } from './support/step';
import { productSuite } from './support/suite';
import type { AdminBatch } from '../../contract/people';

const suite = productSuite();
let page: Page | undefined;

/** The open dropdown holding `listbox`, with its styles checked: positioned by Popover, padded by Combobox. */
async function openDropdown(p: Page, what: string): Promise<Locator> {
  const dropdown = p.locator('.mantine-Popover-dropdown', { has: p.getByRole('listbox') });
  await expectOnScreen(dropdown, `the ${what} dropdown`);
  const style = await dropdown.evaluate((element) => {
    const css = getComputedStyle(element);
    return { position: css.position, padding: css.paddingTop, comboboxPadding: css.getPropertyValue('--combobox-padding').trim() };
  });
  // Popover.css places it; Combobox.css, loaded after it in Mantine's order, sets its padding.
  expect(['absolute', 'fixed']).toContain(style.position);
  expect(style.comboboxPadding).not.toBe('');
  expect(style.padding).toBe('4px');
  return dropdown;
}

/** Presses an option of the open dropdown where it shows, and returns its text. */
async function chooseOption(p: Page, pointer: Pointer, option: Locator, what: string): Promise<string> {
  const label = (await option.innerText()).trim();
  await press(p, option, pointer, `${what} option '${label}'`, { scroll: false });
  return label;
}

const sizes = [
  { width: 1280, height: 900, pointer: 'mouse' as const },
  { width: 390, height: 844, pointer: 'touch' as const },
];

test.each(sizes)('an admin creates a batch choosing its course and teacher by pointer ($width×$height, $pointer)', async ({ width, height, pointer }) => {
  screenshotOnFailure(() => page, `new-batch-${width}`);
  const context = await suite.browser.newContext({ viewport: { width, height }, hasTouch: pointer === 'touch', isMobile: pointer === 'touch' });
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, 'admin');
  await firstSyncDone(p);
  // Unique per try: batch names are unique on the server, and a retry meets the same product.
  const batchName = `E2E mouse batch ${width} ${Date.now()}`;

  await step('open the New batch dialog', async () => {
    await p.goto(`${suite.product.baseUrl}/admin-dashboard/batches`);
    await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
    await press(p, p.getByRole('button', { name: 'New batch' }), pointer, 'New batch');
    await p.getByRole('dialog', { name: 'New batch' }).waitFor();
    await p.getByLabel('Name').fill(batchName);
  });

  const course = await step('choose a course', async () => {
    const field = p.getByRole('combobox', { name: 'Course' });
    await press(p, field, pointer, 'the Course field');
    const dropdown = await openDropdown(p, 'Course');
    const chosen = await chooseOption(p, pointer, dropdown.getByRole('option').first(), 'Course');
    await expect.poll(() => field.inputValue()).toBe(chosen);
    await dropdown.waitFor({ state: 'hidden' });
    return chosen;
  });

  await step('choose a teacher', async () => {
    const field = p.getByRole('combobox', { name: 'Teachers' });
    // MultiSelect's inner input sits inside the field's box with no border of its own (PillsInput.css).
    expect(await field.evaluate((input) => getComputedStyle(input).borderTopWidth)).toBe('0px');
    await press(p, field, pointer, 'the Teachers field');
    const dropdown = await openDropdown(p, 'Teachers');
    await chooseOption(p, pointer, dropdown.getByRole('option', { name: 'Tomás Teacher' }), 'Teachers');
    // The choice shows as a pill in the field; pressing the dialog's title closes the dropdown.
    await p.getByRole('dialog').getByText('Tomás Teacher', { exact: true }).waitFor();
    await press(p, p.getByRole('heading', { name: 'New batch' }), pointer, "the dialog's title");
    await dropdown.waitFor({ state: 'hidden' });
  });

  await step('create it and see it listed', async () => {
    await p.getByLabel('Start date').fill('2099-02-01');
    await press(p, p.getByRole('button', { name: 'Create batch' }), pointer, 'Create batch');
    await p.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: batchName, exact: true }) });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('cell', { name: course, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Tomás Teacher', exact: true }).waitFor();
  });

  await step('see it on the server', async () => {
    const batches = await apiGet<AdminBatch[]>(suite.product.baseUrl, 'admin', '/admin/manage/batches');
    const created = batches.find((b) => b.name === batchName);
    expect(created).toMatchObject({ courseTitle: course, teacherIds: ['u5-teacher'], startsOn: '2099-02-01' });
  });
  await context.close();
});
