/**
 * When /login becomes usable on a phone (issue 55, item 7): a first visit signed out (service
 * worker blocked), 4× CPU and Lighthouse's slow 4G by the DevTools protocol (`throttleAsPhone`). From
 * navigation start: until a character typed with the keyboard into the Email field is in the
 * field's value (and still there at the end), and until Sign in, clicked right after with that
 * email and no password, shows a response a person sees (a field marked wrong with its text, an
 * error, or the button's loading state). Each run's LCP is
 * the page's own (PerformanceObserver; the last candidate before the first key press, as Chromium
 * reports it).
 */
import type { Browser, Page } from 'playwright-core';
import { throttleAsPhone } from './frontend';
import { figure, type Figure } from './support/stats';

interface Usable { typed: number; signInResponds: number; lcp: number; lost: number }

/** Records, in the page's clock, the first moment Sign in shows a response, and the LCP candidates. */
function watchPage() {
  const w = window as unknown as { usable: { respondedAt?: number; lcp?: number } };
  w.usable = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.usable.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (w.usable.respondedAt !== undefined) return;
    if (document.querySelector('form button[type="submit"][data-loading], #root [role="alert"], #root [aria-invalid="true"]')) w.usable.respondedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-loading', 'aria-invalid'] });
}

const email = (page: Page) => page.locator('input[type="email"]');

/**
 * Types `char` into the Email field until it lands: a real click on the field, one key press, the
 * field's value read back; again every 50 ms while the page does not take it (inert, or not yet
 * the app's). Returns the page's clock when it landed.
 */
async function typeUntilLands(page: Page, char: string, timeoutMs = 30_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const clicked = await email(page).click({ timeout: 200 }).then(() => true, () => false);
    if (clicked) {
      await page.keyboard.press(char);
      const value = await email(page).inputValue().catch(() => '');
      if (value.includes(char)) return page.evaluate(() => performance.now());
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`nothing typed into Email landed within ${timeoutMs} ms`);
}

async function measureOnce(browser: Browser, baseUrl: string): Promise<Usable> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript(watchPage);
    const page = await context.newPage();
    await throttleAsPhone(context, page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    // A person types into a field they see: from the first contentful paint on.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000, polling: 20 });
    let typed = await typeUntilLands(page, 'x');
    // At once, as someone who presses Sign in early: the form's answer (the email refused, the
    // password missing) comes when the app runs the form, which takes a submit made before that.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => (window as unknown as { usable: { respondedAt?: number } }).usable.respondedAt !== undefined, undefined, { timeout: 30_000 });
    const { respondedAt, lcp } = await page.evaluate(() => (window as unknown as { usable: { respondedAt: number; lcp?: number } }).usable);
    // What the app's first commit replaced is lost to the person: then it counts when typing again lands.
    let lost = 0;
    if (!(await email(page).inputValue()).startsWith('x')) {
      lost = 1;
      typed = await typeUntilLands(page, 'y');
    }
    return { typed, signInResponds: respondedAt, lcp: lcp ?? NaN, lost };
  } finally {
    await context.close();
  }
}

/** {@link measureOnce} over `runs` fresh contexts; every run's figures are in the notes. */
export async function loginUsableFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const samples: Usable[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measureOnce(browser, baseUrl));
  const each = (pick: (s: Usable) => number) => `runs: ${samples.map((s) => pick(s).toFixed(0)).join(', ')} ms`;
  const lost = samples.reduce((sum, s) => sum + s.lost, 0);
  return [
    figure('/login typed character in Email, 4× CPU + slow 4G (DevTools)', 'ms', samples.map((s) => s.typed), { limit: 2500, lowerIsBetter: true },
      `${each((s) => s.typed)}; typing lost by the app's takeover in ${lost} of ${runs}`),
    figure('/login Sign in responds, 4× CPU + slow 4G (DevTools)', 'ms', samples.map((s) => s.signInResponds), { limit: 2500, lowerIsBetter: true }, each((s) => s.signInResponds)),
    figure('/login LCP, 4× CPU + slow 4G (DevTools)', 'ms', samples.map((s) => s.lcp), { limit: 2000, lowerIsBetter: true }, each((s) => s.lcp)),
  ];
}
