// Issue 21 item 11, as the browser paints it: buttons have the 20px radius of SPEC §1 and show it
// (not a pill), and the accent #00a1e2 marks progress, the current navigation link and the
// dashboard's 'Continue' (brandAccent, dark-blue text for contrast) at both widths.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { appTookOver, signIn } from './support/browser';

const suite = productSuite();
let page: Page | undefined;
const ACCENT = 'rgb(0, 161, 226)';

/** The computed styles a test looks at, and the element's height. */
function look(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      radius: style.borderTopLeftRadius,
      height: el.getBoundingClientRect().height,
      background: style.backgroundColor,
      color: style.color,
      shadow: style.boxShadow,
    };
  });
}

test('buttons show the 20px radius; the accent marks progress, the current link and Continue', async () => {
  screenshotOnFailure(() => page, 'look-and-feel');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = (page = await context.newPage());
  await p.goto(`${suite.product.baseUrl}/login`);
  // The prerendered /login is replaced by React's own markup: look at the app's button, not a detached one.
  await appTookOver(p);
  const signInButton = await look(p.getByRole('button', { name: 'Sign in' }));
  expect(signInButton.radius).toBe('20px');
  // Corners of 20px on a button at most 40px tall would merge into a pill.
  expect(signInButton.height).toBeGreaterThan(40);

  await signIn(p, suite.product.baseUrl, 'learner');
  const continueSection = p.getByRole('region', { name: 'Continue learning' });
  const continueButton = continueSection.getByRole('link', { name: 'Continue' });
  await continueButton.waitFor({ timeout: 30_000 });
  const continueLook = await look(continueButton);
  expect(continueLook).toMatchObject({ background: ACCENT, color: 'rgb(7, 32, 88)', radius: '20px' });
  expect(continueLook.height).toBeGreaterThan(40);

  // Mantine's progress section is the element with role progressbar: its fill.
  const bar = p.getByRole('progressbar', { name: /: [1-9][0-9]*% complete$/ }).first();
  await bar.waitFor({ timeout: 30_000 });
  expect((await look(bar)).background).toBe(ACCENT);

  const current = p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  expect((await look(current)).shadow).toContain(ACCENT);

  await p.setViewportSize({ width: 390, height: 844 });
  const bottomHome = p.getByRole('navigation').last().getByRole('link', { name: 'Home' });
  await bottomHome.waitFor({ timeout: 10_000 });
  expect(await bottomHome.getAttribute('aria-current')).toBe('page');
  expect((await look(bottomHome)).shadow).toContain(ACCENT);
  await context.close();
}, 180_000);
