/** Runs axe-core (@axe-core/playwright) on a page and keeps the serious and critical violations, readably. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One serious or critical violation on one screen. */
export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The impacts a sweep refuses. */
export const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** The WCAG 2.x A/AA rules and axe's best practices, on the whole page or on the part `include` selects. */
export async function blockingViolations(page: Page, where: string, include?: string): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact))
    .map((v) => ({ where, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * Waits until the screen at hand has rendered: a heading is there, no loader spins and, on a staff
 * screen that marks it, `data-ready="true"` is set. Limits, not expectations: a screen that never
 * settles is still checked as it is.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {});
  await page
    .waitForFunction(
      () => {
        const busy = document.querySelector('.mantine-Loader-root, [aria-busy="true"]');
        const staff = document.querySelector('[data-ready]');
        return !busy && (!staff || staff.getAttribute('data-ready') === 'true');
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/** Waits until the signed-in shell (if the screen has it) shows the `layout` of the new width. */
export async function waitForLayout(page: Page, layout: 'phone' | 'desktop'): Promise<void> {
  await page
    .waitForFunction(
      (want) => {
        const shell = document.querySelector('[data-layout]');
        return !shell || shell.getAttribute('data-layout') === want;
      },
      layout,
      { timeout: 10_000 },
    )
    .catch(() => {});
}
