/**
 * Opens one popup trigger the way a person does (a mouse click, or a tap on a touch screen), checks
 * that what opened is on screen and on top, chooses an option of a list by the same pointer and
 * checks that the field changed, then closes it again.
 */
import type { Locator, Page } from 'playwright-core';
import { fieldValue, placeOfPopup, type PopupPlace, type TriggerInfo, TRIGGERS } from './popup-dom';

/** How the sweep points: a mouse at desktop width, a finger at phone width. */
export type Pointer = 'mouse' | 'touch';

/** What exercising one trigger gave. */
export interface Exercised {
  problems: string[];
  /** Something opened. */
  opened: boolean;
  /** An option was chosen by the pointer and the field changed. */
  chose: boolean;
  /** How many triggers the opened dialog holds (0 for the rest): worth a sweep of their own. */
  innerTriggers?: number;
  /** The screen is no longer as loaded (a value chosen, a popup that did not close): reload before the next trigger. */
  dirty: boolean;
}

/** Limits for a loaded machine; the waits return as soon as the state is there. */
const OPEN_LIMIT_MS = 5_000;
const SETTLE_STEP_MS = 120;

/** Clicks or taps `target`; what stopped the pointer (hidden, covered, moved away) comes back as a problem. */
async function press(target: Locator, pointer: Pointer, what: string): Promise<string[]> {
  try {
    await (pointer === 'touch' ? target.tap({ timeout: 10_000 }) : target.click({ timeout: 10_000 }));
    return [];
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return [`could not ${pointer === 'touch' ? 'tap' : 'click'} ${what}: ${first}`];
  }
}

/** A short wait for a field that has nothing to offer yet: suggestions that arrive late still show within it. */
const NOTHING_TO_OFFER_MS = 800;

/** Waits (up to `limitMs`) for the popup to be open and to stop moving (Mantine's transition, floating-ui's placement). */
async function settledPlace(page: Page, trigger: Locator, t: TriggerInfo, limitMs = OPEN_LIMIT_MS): Promise<PopupPlace | null> {
  const deadline = Date.now() + limitMs;
  let last: PopupPlace | null = null;
  while (Date.now() < deadline) {
    const place = await placeOfPopup(trigger, t.kind).catch(() => null);
    if (place && last && JSON.stringify(place.box) === JSON.stringify(last.box)) return place;
    last = place;
    await page.waitForTimeout(SETTLE_STEP_MS);
  }
  return last;
}

function placeProblems(place: PopupPlace): string[] {
  const where = `box ${place.box.x},${place.box.y} ${place.box.width}×${place.box.height} in ${place.viewport.width}×${place.viewport.height}`;
  const problems: string[] = [];
  if (!place.floats) problems.push(`is laid out in the page, not floating over it (${where})`);
  if (!place.inViewport) problems.push(`is not inside the viewport (${where})`);
  if (!place.onTop) problems.push(`is not on top: its centre hits ${place.hit} (${where})`);
  return problems;
}

/** Chooses an option of an open list by the pointer; the field must change. */
async function chooseOption(page: Page, trigger: Locator, controls: string | null, pointer: Pointer): Promise<{ problems: string[]; chose: boolean }> {
  if (!controls) return { problems: ['opened a list without aria-controls'], chose: false };
  const option = page.locator(`[id="${controls}"] [role="option"]:not([aria-selected="true"]):not([data-combobox-disabled]):not([aria-disabled="true"])`).first();
  // A list whose only options are chosen already offers nothing to choose.
  if ((await option.count()) === 0) return { problems: [], chose: false };
  const handle = await trigger.elementHandle();
  if (!handle)
    return {
      problems: ['the field went away before an option could be chosen'],
      chose: false,
    };
  const before = await fieldValue(handle);
  const label = ((await option.textContent()) ?? '').trim();
  const pressed = await press(option, pointer, `the option "${label}"`);
  if (pressed.length > 0) return { problems: pressed, chose: false };
  const deadline = Date.now() + OPEN_LIMIT_MS;
  while (Date.now() < deadline) {
    if ((await fieldValue(handle).catch(() => 'detached')) !== before) return { problems: [], chose: true };
    await page.waitForTimeout(SETTLE_STEP_MS);
  }
  return {
    problems: [`choosing "${label}" by ${pointer === 'touch' ? 'tap' : 'click'} did not change the field`],
    chose: false,
  };
}

/** Exercises trigger `t` (by its index among all triggers) on the screen as it is now. */
export async function exerciseTrigger(page: Page, t: TriggerInfo, pointer: Pointer): Promise<Exercised> {
  const trigger = page.locator(TRIGGERS).nth(t.index);
  // Scrolled to the middle of the screen first, as a person brings a field into view; Playwright's
  // own scrolling stops with it at the very edge.
  await trigger.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' })).catch(() => {});
  const pressed = await press(trigger, pointer, 'it');
  if (pressed.length > 0) return { problems: pressed, opened: false, chose: false, dirty: true };
  // A free-text field with suggestions (TagsInput) and none to suggest opens nothing: Mantine
  // keeps its list, empty, hidden (or renders none). A list-only field (Select) has a readOnly
  // input. Such a field gets a short wait; a list field with options that opens nothing is a problem.
  const noSuggestions = () =>
    trigger.evaluate((el) => {
      const list = document.getElementById(el.getAttribute('aria-controls') ?? '');
      return el instanceof HTMLInputElement && !el.readOnly && (!list || list.querySelectorAll('[role="option"]').length === 0);
    });
  const offersNothing = t.kind === 'listbox' && (await noSuggestions().catch(() => false));
  const place = await settledPlace(page, trigger, t, offersNothing ? NOTHING_TO_OFFER_MS : OPEN_LIMIT_MS);
  if (!place) {
    const problems = t.kind === 'listbox' && (await noSuggestions()) ? [] : [`nothing opened on a ${pointer === 'touch' ? 'tap' : 'click'}`];
    return { problems, opened: false, chose: false, dirty: true };
  }
  const problems = placeProblems(place);
  if (t.kind === 'listbox') {
    const choice = await chooseOption(page, trigger, place.controls, pointer);
    return {
      problems: [...problems, ...choice.problems],
      opened: true,
      chose: choice.chose,
      dirty: true,
    };
  }
  await page.keyboard.press('Escape');
  return {
    problems,
    opened: true,
    chose: false,
    dirty: !(await closedAgain(page, trigger, t)),
    innerTriggers: place.innerTriggers,
  };
}

/** Waits for the popup of `t` to be gone after Escape. */
async function closedAgain(page: Page, trigger: Locator, t: TriggerInfo): Promise<boolean> {
  const deadline = Date.now() + OPEN_LIMIT_MS;
  while (Date.now() < deadline) {
    if (!(await placeOfPopup(trigger, t.kind).catch(() => null))) return true;
    await page.waitForTimeout(SETTLE_STEP_MS);
  }
  return false;
}
