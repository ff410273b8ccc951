// Issue 52: every route of every role in Arabic (right to left), checked with axe-core: no serious
// or critical violation. After signing in, the device's language is set to Arabic (its stored
// choice, as after choosing it on /login), so every screen opened next is mirrored; one width per role, the one its
// people mostly use (learners 390 px, staff 1280 px). The English sweep (accessibility.sweep.test.ts)
// covers both widths.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn, type DemoRole } from './support/browser';
import { sweepPaths, landedPath, SWEEP_NARROWED } from './support/role-routes';
import { blockingViolations, waitForScreen, type AxeFinding } from './support/axe';

const suite = productSuite();

const widths: Record<DemoRole, { width: number; height: number }> = {
  learner: { width: 390, height: 844 },
  teacher: { width: 1280, height: 800 },
  admin: { width: 1280, height: 800 },
};

/** Opens each path and checks where it lands, each landing once; the page must be in Arabic, right to left. */
async function sweep(p: Page, role: DemoRole, paths: string[]): Promise<{ findings: AxeFinding[]; checked: string[] }> {
  const findings: AxeFinding[] = [];
  const checked: string[] = [];
  for (const path of paths) {
    await p.goto(`${suite.product.baseUrl}${path}`);
    await waitForScreen(p, `${role} ar ${path}`);
    const landed = landedPath(p.url());
    if (checked.includes(landed)) continue;
    checked.push(landed);
    const where = `${role} ar ${landed === path ? path : `${path} → ${landed}`}`;
    const direction = await p.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);
    if (direction !== 'ar rtl') findings.push({ where, rule: 'language', impact: 'serious', help: `the page is "${direction}", not Arabic right to left`, targets: ['html'] });
    findings.push(...(await blockingViolations(p, where)));
  }
  return { findings, checked };
}

for (const role of ['learner', 'teacher', 'admin'] as const satisfies readonly DemoRole[]) {
  test(`${role}, in Arabic: every route has no serious or critical axe violation`, async () => {
    const context = await suite.browser.newContext({ viewport: widths[role], reducedMotion: 'reduce' });
    const p = await context.newPage();
    screenshotOnFailure(() => p, `axe-ar-${role}`);
    await signIn(p, suite.product.baseUrl, role);
    // The device's stored choice (src/i18n/i18n.ts), applied before the first render of every page opened next.
    await p.evaluate(() => localStorage.setItem('olp.language', 'ar'));
    const { findings, checked } = await sweep(p, role, sweepPaths(role));
    if (!SWEEP_NARROWED) expect(checked).toContain('/dashboard');
    expect(findings).toEqual([]);
    await context.close();
  }, 900_000);
}
