// Issue 48 item 4 in real Chromium at 390×844: the staff screens' data tables (people, batch
// students, quiz results, course list) do not widen the page: the table scrolls inside its own box
// with its first column fixed, and the row's actions are reachable there (inside the viewport and
// on top once the table is scrolled to them) and work by touch.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { firstSyncDone, signIn, type DemoRole } from './support/browser';
import { screenshotOnFailure } from './support/failure-screenshot';
import { expectOnScreen, press, scrollToCentre } from './support/pointer';
import { step } from './support/step';
import { productSuite } from './support/suite';

const suite = productSuite();
let page: Page | undefined;

/** The page's width against the viewport's, with the elements that stick out past its right edge. */
function pageWidth(p: Page) {
  return p.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewport + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(0, 5);
    return { scrollWidth: document.scrollingElement!.scrollWidth, viewport, wide };
  });
}

/**
 * The table's first header and body cells are sticky, and stay where they are while the table's own
 * box scrolls to its end (when the columns are wider than the box) and the second column moves.
 */
function firstColumnFixed(table: Locator) {
  return table.evaluate((element) => {
    const box = element.closest('.mantine-ScrollArea-viewport') ?? element.parentElement!;
    const cells = () => [element.querySelector('thead th'), element.querySelector('tbody td'), element.querySelector('tbody td:nth-child(2)')].map((c) => c!.getBoundingClientRect().left);
    const sticky = [element.querySelector('thead th')!, element.querySelector('tbody td')!].every((cell) => getComputedStyle(cell).position === 'sticky');
    const before = cells();
    box.scrollLeft = box.scrollWidth;
    const after = cells();
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    return { sticky, scrolls, headerStays: after[0] === before[0], cellStays: after[1] === before[1], secondMoves: !scrolls || after[2]! < before[2]! };
  });
}

interface Screen {
  role: DemoRole;
  path: string;
  /** Brings the screen to its table (a quiz chosen…) and returns it. */
  table: (p: Page) => Promise<Locator>;
  /** A row action of the table, pressed by tap when `tap` checks what it did. */
  action: (table: Locator) => Locator;
  tap?: (p: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    role: 'admin',
    path: '/admin-dashboard/people',
    table: async (p) => p.getByRole('table').first(),
    action: (table) => table.getByRole('button', { name: /^Audit trail of / }).first(),
    tap: async (p) => {
      const drawer = p.getByRole('dialog');
      await drawer.waitFor();
      await press(p, drawer.getByRole('button', { name: 'Close' }), 'touch', 'the audit trail’s Close');
      await drawer.waitFor({ state: 'detached' });
    },
  },
  {
    role: 'admin',
    path: '/admin-dashboard/batch-students',
    table: async (p) => p.getByRole('table').first(),
    action: (table) => table.getByRole('combobox', { name: /^Move .* to another batch$/ }).first(),
    tap: async (p) => {
      await expectOnScreen(p.locator('.mantine-Popover-dropdown', { has: p.getByRole('listbox') }), 'the Move dropdown');
      await press(p, p.getByRole('heading', { level: 1 }), 'touch', 'the screen’s title');
      await p.getByRole('listbox').waitFor({ state: 'hidden' });
    },
  },
  {
    role: 'teacher',
    path: '/teacher-dashboard/batch-students',
    table: async (p) => p.getByRole('table').first(),
    action: (table) => table.getByRole('link').first(),
    tap: async (p) => p.waitForURL(/\/teacher-dashboard\/batch-students\/[^/]+$/),
  },
  {
    role: 'teacher',
    path: '/teacher-dashboard/quiz-results',
    table: async (p) => {
      await p.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Loops and ranges (Introduction to Python Programming)' });
      return p.getByRole('table', { name: 'Attempts' });
    },
    action: (table) => table.locator('tbody tr').first().locator('td').last(),
  },
  {
    role: 'admin',
    path: '/admin-dashboard/course-list',
    table: async (p) => p.getByRole('table').first(),
    action: (table) => table.getByRole('button', { name: /^Duplicate / }).first(),
  },
];

test.each(screens)('at 390×844 $path keeps its table in its own box, first column fixed, actions reachable', async (screen) => {
  screenshotOnFailure(() => page, `staff-table-390-${screen.path}`);
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, screen.role);
  await firstSyncDone(p);
  await p.goto(`${suite.product.baseUrl}${screen.path}`);
  const table = await screen.table(p);
  await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });

  await step('the page is no wider than the viewport', async () => {
    const { scrollWidth, viewport, wide } = await pageWidth(p);
    expect(scrollWidth, `sticking out: ${wide.join(', ')}`).toBeLessThanOrEqual(viewport);
    expect(viewport).toBe(390);
  });
  await step('the first column stays while the table scrolls', async () => {
    expect(await firstColumnFixed(table)).toEqual({ sticky: true, scrolls: true, headerStays: true, cellStays: true, secondMoves: true });
  });
  await step('a row action is reachable and works by touch', async () => {
    const action = screen.action(table);
    await scrollToCentre(action);
    await expectOnScreen(action, 'the row action');
    if (screen.tap) {
      await press(p, action, 'touch', 'the row action');
      await screen.tap(p);
    }
  });
  await context.close();
});
