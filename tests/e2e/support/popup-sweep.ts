/**
 * The popup sweep over one screen: every trigger on it (see popup-dom.ts), then the same inside
 * each dialog it opens and on each of its other tabs (one level down), each exercised by
 * popup-exercise.ts. The screen is loaded again after anything that changed it.
 */
import type { Page } from 'playwright-core';
import { waitForScreen } from './axe';
import { listTriggers, pickPerGroup, TRIGGERS } from './popup-dom';
import { exerciseTrigger, type Pointer } from './popup-exercise';

/** A step from the loaded screen to a state of it: a tab chosen or a dialog opened, by index. */
interface Step {
  kind: 'tab' | 'dialog';
  index: number;
  name: string;
}

/** What a sweep saw, for the test's assertions and its failure message. */
export interface PopupTally {
  problems: string[];
  opened: number;
  chosen: number;
  dialogs: number;
}

/** An empty tally. */
export const emptyTally = (): PopupTally => ({
  problems: [],
  opened: 0,
  chosen: 0,
  dialogs: 0,
});

const TABS = '[role="tab"]';

/** Loads `url` and takes `steps`; false when a step could not be taken (reported). */
async function reach(page: Page, url: string, steps: Step[], pointer: Pointer, tally: PopupTally, where: string): Promise<boolean> {
  await page.goto(url);
  await waitForScreen(page, where);
  for (const step of steps) {
    const target = page.locator(step.kind === 'tab' ? TABS : TRIGGERS).nth(step.index);
    try {
      await (pointer === 'touch' ? target.tap({ timeout: 10_000 }) : target.click({ timeout: 10_000 }));
      if (step.kind === 'tab')
        await page.waitForFunction(([sel, i]) => document.querySelectorAll(sel)[i]?.getAttribute('aria-selected') === 'true', [TABS, step.index] as const, { timeout: 10_000 });
      else await page.getByRole('dialog').last().waitFor({ timeout: 10_000 });
    } catch (error) {
      tally.problems.push(`${where}: could not open ${step.kind} "${step.name}": ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
      return false;
    }
  }
  return true;
}

/** The tabs of the loaded screen other than the selected one, outside dialogs. */
function otherTabs(page: Page): Promise<Step[]> {
  return page.evaluate((selector) => {
    const steps: { kind: 'tab'; index: number; name: string }[] = [];
    document.querySelectorAll(selector).forEach((el, index) => {
      if (el.getAttribute('aria-selected') === 'true' || el.getClientRects().length === 0 || el.closest('[role="dialog"]')) return;
      steps.push({ kind: 'tab', index, name: (el.textContent ?? '').trim() });
    });
    return steps;
  }, TABS);
}

/**
 * Sweeps the screen at `url` (after `steps`) and, at the top level, its dialogs and tabs. With
 * `loaded`, the page already shows `url`, ready (the caller just opened it), and is not loaded again.
 */
export async function sweepScreen(page: Page, url: string, label: string, pointer: Pointer, tally: PopupTally, steps: Step[] = [], loaded = false): Promise<void> {
  const where = `${label}${steps.map((s) => ` → ${s.kind} "${s.name}"`).join('')}`;
  if (!(loaded && steps.length === 0) && !(await reach(page, url, steps, pointer, tally, where))) return;
  const inDialog = steps.at(-1)?.kind === 'dialog';
  const triggers = pickPerGroup(await listTriggers(page, inDialog));
  const deeper: Step[] = steps.length === 0 ? await otherTabs(page) : [];
  let dirty = false;
  for (const picked of triggers) {
    if (dirty && !(await reach(page, url, steps, pointer, tally, where))) return;
    // Found again by group and name each time: a choice saved before (a learner moved to another
    // batch) may have changed the rows, and a control mounted late (the notification bell loads after
    // the first paint, before the main content in the side bar) shifts every index after it; a
    // trigger gone with its row is skipped.
    const t = (await listTriggers(page, inDialog)).find((x) => x.group === picked.group && x.name === picked.name);
    if (!t) continue;
    const result = await exerciseTrigger(page, t, pointer);
    tally.problems.push(...result.problems.map((p) => `${where}: ${t.kind} "${t.name}" ${p}`));
    if (result.opened) tally.opened += 1;
    if (result.chose) tally.chosen += 1;
    if (t.kind === 'dialog' && result.opened) {
      tally.dialogs += 1;
      if (steps.length === 0 && (result.innerTriggers ?? 0) > 0) deeper.push({ kind: 'dialog', index: t.index, name: t.name });
    }
    dirty = result.dirty;
  }
  for (const step of deeper) await sweepScreen(page, url, label, pointer, tally, [...steps, step]);
}
