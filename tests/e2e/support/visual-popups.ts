/**
 * The screens with a dropdown open that the visual baselines photograph (tests/e2e/visual.sweep.test.ts):
 * the lists issue 48 found opening below the page when their Popover and Combobox styles were not
 * loaded. Each is opened by mouse clicks at the centre of what a person sees; nothing here checks
 * where the list lands, so a missing stylesheet shows as a difference from the approved image.
 */
import type { Locator, Page } from 'playwright-core';
import type { DemoRole } from './browser';
import { waitForScreen } from './axe';

/** A screen state to photograph: its file name and how to reach it from any page. */
export interface PopupShot {
  name: string;
  open(page: Page, baseUrl: string): Promise<void>;
}

/** Clicks the centre of `locator` with the mouse, as a person would once it is on screen. */
async function clickCentre(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to click: ${locator.toString()} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until `locator` has finished fading in (Mantine's transitions end at opacity 1). */
async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator.page().waitForFunction((el) => el !== null && getComputedStyle(el).opacity === '1', await locator.elementHandle());
}

/** Opens the combobox `field` by a click and waits for its list of options. */
async function openList(page: Page, field: Locator): Promise<void> {
  await clickCentre(page, field);
  await shown(page.locator('.mantine-Popover-dropdown', { has: page.getByRole('listbox') }));
  // The pointer leaves the options, so none is shown hovered.
  await page.mouse.move(0, 0);
}

/** Per role, the open-dropdown shots taken after its screens. */
export const popupShots: Partial<Record<DemoRole, readonly PopupShot[]>> = {
  admin: [
    {
      name: 'popup-new-batch-course-list',
      async open(page, baseUrl) {
        await page.goto(`${baseUrl}/admin-dashboard/batches`);
        await waitForScreen(page, 'admin /admin-dashboard/batches');
        await clickCentre(page, page.getByRole('button', { name: 'New batch' }));
        await shown(page.getByRole('dialog', { name: 'New batch' }));
        await openList(page, page.getByRole('combobox', { name: 'Course' }));
      },
    },
  ],
  teacher: [
    {
      name: 'popup-batch-students-batch-list',
      async open(page, baseUrl) {
        await page.goto(`${baseUrl}/teacher-dashboard/batch-students`);
        await waitForScreen(page, 'teacher /teacher-dashboard/batch-students');
        await openList(page, page.getByRole('combobox', { name: 'Batch', exact: true }));
      },
    },
  ],
};
