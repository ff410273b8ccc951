/**
 * Pressing what a person sees, as a person would: a mouse click (or a finger's tap) at the centre of
 * an element that is inside the viewport and on top there. Playwright's own `click` scrolls a
 * target into view first and would land on an option rendered below the page (issue 48); these
 * helpers fail instead.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** How a press is made: a mouse click, or a tap on a touch screen (the context needs `hasTouch`). */
export type Pointer = 'mouse' | 'touch';

/** Where an element is and what a press at its centre would reach. */
export interface OnScreen {
  /** The element's centre in viewport coordinates. */
  x: number;
  y: number;
  /** Its whole box is inside the viewport (not below the page, not cut by an edge). */
  inViewport: boolean;
  /** The element at its centre is itself or inside it (nothing covers it). */
  onTop: boolean;
}

/** Reads where `locator`'s element is on screen now. */
export function onScreen(locator: Locator): Promise<OnScreen> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const viewport = document.documentElement;
    const inViewport = box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= viewport.clientWidth && box.bottom <= viewport.clientHeight;
    const top = document.elementFromPoint(x, y);
    return { x, y, inViewport, onTop: top !== null && element.contains(top) };
  });
}

/**
 * Waits until `locator` is inside the viewport and on top (an opening dropdown may still be moving
 * into place), and returns its centre; fails when it never gets there.
 */
export async function expectOnScreen(locator: Locator, what: string): Promise<OnScreen> {
  await locator.waitFor({ state: 'visible' });
  await expect.poll(() => onScreen(locator), { message: `${what} is inside the viewport and on top` }).toMatchObject({ inViewport: true, onTop: true });
  return onScreen(locator);
}

/**
 * Presses `locator` with `pointer` at its centre, once it is inside the viewport and on top. With
 * `scroll`, it is first scrolled into view as a person would scroll to a field; a dropdown's
 * option is pressed without, where it opened.
 */
export async function press(page: Page, locator: Locator, pointer: Pointer, what: string, { scroll = true } = {}): Promise<void> {
  if (scroll) await locator.scrollIntoViewIfNeeded();
  const { x, y } = await expectOnScreen(locator, what);
  if (pointer === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
