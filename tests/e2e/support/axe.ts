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

/** Why the screen at hand is not ready yet (null: it is): run in the page. */
function notReady(): string | null {
  if (!document.querySelector('h1')) return 'it has no heading (h1)';
  const busy = document.querySelector('.mantine-Loader-root, [aria-busy="true"]');
  if (busy) return `it is still loading (${busy.getAttribute('aria-label') ?? busy.className})`;
  if ([...document.querySelectorAll('[data-ready]')].some((el) => el.getAttribute('data-ready') !== 'true')) return 'it is not marked data-ready="true"';
  return null;
}

/**
 * Waits until the screen at hand has rendered its content: a heading is there, no loader spins or
 * wait is marked busy, and every part that marks readiness (`data-ready`) says "true", twice
 * `settleMs` apart (a loader may start a moment after the heading). A screen that is not ready
 * within `timeoutMs` fails the check, named by `where` (a screen stuck loading is not checked as it is).
 */
export async function waitForScreen(page: Page, where: string, { timeoutMs = 45_000, settleMs = 200 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    // waitForFunction waits for a truthy answer: here, no reason left.
    const ready = left > 0 && (await page.waitForFunction(`(${notReady.toString()})() === null`, undefined, { timeout: left }).then(() => true, () => false));
    if (ready) {
      await page.waitForTimeout(settleMs);
      if ((await page.evaluate(notReady)) === null) return;
    }
    if (Date.now() >= deadline) {
      const why = await page.evaluate(notReady).catch((error: unknown) => String(error));
      throw new Error(`${where} never became ready within ${timeoutMs} ms: ${why ?? 'it kept changing'} (at ${page.url()})`);
    }
  }
}

/** Waits until the signed-in shell (if the screen has it) shows the `layout` of the new width; fails naming `where` if it never does. */
export async function waitForLayout(page: Page, layout: 'phone' | 'desktop', where = page.url()): Promise<void> {
  await page
    .waitForFunction(
      (want) => {
        const shell = document.querySelector('[data-layout]');
        return !shell || shell.getAttribute('data-layout') === want;
      },
      layout,
      { timeout: 20_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${where} never showed the ${layout} layout: ${String(error)}`);
    });
}
