// Issue 48 item 3: what every screen looks like. Every route of every role (from the route tree, as
// the accessibility and popup sweeps; each landing once) is photographed at 1280×900 and at 390×844
// with the seeded demo data and compared with its approved image in tests/e2e/baselines/ (support/
// visual.ts), so a missing stylesheet or a broken layout fails here, naming each screen and its
// share of differing pixels, with the images kept in test-results/visual/. A few shots hold a
// dropdown opened by a mouse click, whose styles come from other stylesheets than the screen's.
// One context per role, signed in once; each path is loaded at 1280 and then resized to 390 (half
// the page loads of loading it at each width). `npm run test:update-baselines` writes the images.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { firstSyncDone, signIn, type DemoRole } from './support/browser';
import { landedPath, SWEEP_NARROWED, sweepPaths } from './support/role-routes';
import { waitForLayout, waitForScreen } from './support/axe';
import { checkScreen, screenSlug, shoot, staleBaselines, VISUAL_CLOCK } from './support/visual';
import { countDomChanges, trackRequests, waitForStill } from './support/visual-settle';
import { popupShots } from './support/visual-popups';

const suite = productSuite();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Photographs the screen at hand, once still, at the page's width as `role/width/screen`; returns the name and any problem. */
async function check(p: Page, waiting: () => number, role: DemoRole, screen: string, problems: string[]): Promise<string> {
  const name = `${role}/${p.viewportSize()?.width}/${screen}`;
  const problem = await checkScreen(async () => (await waitForStill(p, waiting, name), shoot(p)), name);
  if (problem) problems.push(problem);
  return name;
}

for (const role of ['learner', 'teacher', 'admin'] as const satisfies readonly DemoRole[]) {
  test(`${role}: every screen at 1280×900 and 390×844 looks as approved`, async () => {
    const started = Date.now();
    const context = await suite.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await context.clock.install({ time: VISUAL_CLOCK });
    await countDomChanges(context);
    const p = await context.newPage();
    const waiting = trackRequests(p);
    screenshotOnFailure(() => p, `visual-${role}`);
    await signIn(p, suite.product.baseUrl, role);
    await firstSyncDone(p);
    // The pointer rests in a corner, not over whatever the Sign in button left it on.
    await p.mouse.move(0, 0);
    const problems: string[] = [];
    const shot: string[] = [];
    const landings: string[] = [];
    for (const path of sweepPaths(role)) {
      await p.setViewportSize(DESKTOP);
      await p.goto(`${suite.product.baseUrl}${path}`);
      await waitForScreen(p, `${role} ${path}`);
      const landed = landedPath(p.url());
      if (landings.includes(landed)) continue;
      landings.push(landed);
      shot.push(await check(p, waiting, role, screenSlug(landed), problems));
      await p.setViewportSize(PHONE);
      await waitForLayout(p, 'phone', `${role} ${landed} @390`);
      shot.push(await check(p, waiting, role, screenSlug(landed), problems));
    }
    for (const popup of popupShots[role] ?? []) {
      for (const viewport of [DESKTOP, PHONE]) {
        await p.setViewportSize(viewport);
        await popup.open(p, suite.product.baseUrl);
        shot.push(await check(p, waiting, role, popup.name, problems));
      }
    }
    if (!SWEEP_NARROWED) {
      expect(landings).toContain('/dashboard');
      problems.push(...staleBaselines(`${role}/${DESKTOP.width}`, shot), ...staleBaselines(`${role}/${PHONE.width}`, shot));
    }
    await context.close();
    console.info(`visual ${role}: ${shot.length} screenshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(problems).toEqual([]);
  }, 600_000);
}
