/**
 * A screenshot that holds still: fonts loaded, animations stopped, clock-bound text masked, and
 * taken again until two in a row are the same (a chart drawing in, an image decoding), as
 * Playwright's own toHaveScreenshot does.
 */
import type { Page } from 'playwright-core';
import { markClockText, MASK_SELECTOR, SHOT_STYLE } from './visual-mask';

/** At most this many tries for three equal screenshots in a row; a screen that never holds still is taken as is. */
const MAX_TRIES = 8;
/** A screen still loading its data can hold still for a moment: equal shots this far apart count. */
const SHOT_GAP_MS = 500;

/** Takes the full-page screenshot of the screen as it is, once it holds still. */
export async function stableScreenshot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let last: Buffer | null = null;
  let same = 0;
  for (let i = 0; i < MAX_TRIES; i += 1) {
    // Marked again each time: text may have arrived since the last try.
    await markClockText(page);
    const shot = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: SHOT_STYLE,
      mask: [page.locator(MASK_SELECTOR)],
      maskColor: '#FF00FF',
    });
    same = last && last.equals(shot) ? same + 1 : 0;
    if (same === 2) return shot;
    last = shot;
    await page.waitForTimeout(SHOT_GAP_MS);
  }
  return last!;
}
