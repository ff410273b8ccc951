// Issue 48 item 2: what a person with a mouse or a finger meets. On every route of every role
// (from the route tree, as the accessibility sweep), at 1280×900 with a mouse and at 390×844 with
// touch, every control that opens a list, menu, popover or dialog (found by its ARIA attributes,
// also inside the dialogs and the other tabs of a screen) is opened by a click or a tap; what opens
// floats over the page, inside the viewport and on top (the element at its centre is inside it),
// and choosing an option of a list by the same pointer changes the field. The product is this
// file's own, so a choice that saves (moving a learner to another batch) changes no other test.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn, type DemoRole } from './support/browser';
import { landedPath, SWEEP_NARROWED, sweepPaths } from './support/role-routes';
import { waitForScreen } from './support/axe';
import { emptyTally, sweepScreen, type PopupTally } from './support/popup-sweep';

const suite = productSuite();

const WIDTHS = [
  { viewport: { width: 1280, height: 900 }, pointer: 'mouse', hasTouch: false },
  { viewport: { width: 390, height: 844 }, pointer: 'touch', hasTouch: true },
] as const;

/** Sweeps every path the role opens, each landing once, at one width. */
async function sweepRole(p: Page, role: DemoRole, pointer: 'mouse' | 'touch', tally: PopupTally): Promise<string[]> {
  const checked: string[] = [];
  for (const path of sweepPaths(role)) {
    await p.goto(`${suite.product.baseUrl}${path}`);
    await waitForScreen(p, `${role} ${path}`);
    const landed = landedPath(p.url());
    if (checked.includes(landed)) continue;
    checked.push(landed);
    await sweepScreen(p, `${suite.product.baseUrl}${landed}`, `${role} ${landed} @${pointer === 'touch' ? 390 : 1280}`, pointer, tally, [], true);
  }
  return checked;
}

for (const role of ['learner', 'teacher', 'admin'] as const satisfies readonly DemoRole[]) {
  test(`${role}: every dropdown, menu, popover and dialog opens on screen and on top, by mouse and by touch`, async () => {
    const tally = emptyTally();
    for (const { viewport, pointer, hasTouch } of WIDTHS) {
      const context = await suite.browser.newContext({
        viewport,
        hasTouch,
        reducedMotion: 'reduce',
      });
      const p = await context.newPage();
      screenshotOnFailure(() => p, `popups-${role}-${viewport.width}`);
      await signIn(p, suite.product.baseUrl, role);
      const checked = await sweepRole(p, role, pointer, tally);
      if (!SWEEP_NARROWED) expect(checked).toContain('/dashboard');
      await context.close();
    }
    expect(tally.problems).toEqual([]);
    // The sweep met real popups, not an empty page: every role has at least the Log out dialog; staff have lists.
    expect(tally.opened).toBeGreaterThan(0);
    if (role !== 'learner') expect(tally.chosen).toBeGreaterThan(0);
  }, 900_000);
}
