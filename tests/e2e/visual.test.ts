// Issue 48 item 3: visual baselines. Every route of every role (and signed out), from the route
// tree as the accessibility sweep, at 1280×900 and at 390×844, with the seeded demo data, is
// compared with its approved image in tests/e2e/screenshots/ (support/visual-compare.ts): a lost
// stylesheet or a moved layout fails here with the diff in test-results/visual/. After a wanted
// change, `npm run test:update-screenshots` writes the images again, to be reviewed in the diff.
// A closed dropdown draws nothing, so its stylesheets are popups.test.ts's to check. One product
// and one browser for the file, one signed-in context per role, resized between widths.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { productSuite } from './support/suite';
import { signIn, type DemoRole } from './support/browser';
import { landedPath, SWEEP_NARROWED, sweepPaths } from './support/role-routes';
import { waitForLayout, waitForScreen } from './support/axe';
import { stableScreenshot } from './support/visual-shot';
import { compareWithBaseline, shotName } from './support/visual-compare';

const suite = productSuite();

const WIDTHS = [
  { width: 1280, height: 900, layout: 'desktop' },
  { width: 390, height: 844, layout: 'phone' },
] as const;

/** Opens each path, each landing once, and compares it at both widths; returns the mismatches and the screens seen. */
async function compareScreens(p: Page, role: string, paths: string[]): Promise<{ problems: string[]; checked: string[] }> {
  const problems: string[] = [];
  const checked: string[] = [];
  for (const path of paths) {
    await p.setViewportSize(WIDTHS[0]);
    await p.goto(`${suite.product.baseUrl}${path}`);
    await waitForScreen(p);
    const landed = landedPath(p.url());
    if (checked.includes(landed)) continue;
    checked.push(landed);
    for (const { width, height, layout } of WIDTHS) {
      await p.setViewportSize({ width, height });
      await waitForLayout(p, layout);
      await waitForScreen(p);
      const problem = compareWithBaseline(shotName(role, landed, width), await stableScreenshot(p));
      if (problem) problems.push(problem);
    }
  }
  return { problems, checked };
}

for (const role of ['signed out', 'learner', 'teacher', 'admin'] as const satisfies readonly (DemoRole | 'signed out')[]) {
  test(`${role}: every screen looks as approved at both widths`, async () => {
    const context = await suite.browser.newContext({
      viewport: WIDTHS[0],
      reducedMotion: 'reduce',
    });
    const p = await context.newPage();
    if (role !== 'signed out') await signIn(p, suite.product.baseUrl, role);
    const { problems, checked } = await compareScreens(p, role, sweepPaths(role));
    if (!SWEEP_NARROWED) expect(checked).toContain(role === 'signed out' ? '/login' : '/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  }, 600_000);
}
