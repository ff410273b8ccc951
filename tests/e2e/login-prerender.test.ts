// /login paints from the HTML (issue 20, item 1): with every script blocked the sign-in card is
// already on screen, laid out as the app lays it out; with scripts, React's first commit replaces
// that markup with the same screen, never a blank or spinner frame, and the form works. The app's
// entry starts after the first paint, through the one inline script the CSP allows by its hash.
// The markup takes input at once; what was typed and submitted before the app took over is kept.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { appTookOver, DEMO_PASSWORD } from './support/browser';

const suite = productSuite();
let page: Page | undefined;

/** Where the sign-in card's parts are, in CSS pixels. */
async function layout(p: Page) {
  const box = async (name: string, role: 'heading' | 'textbox' | 'button') => {
    const found = await p.getByRole(role, { name, exact: true }).first().boundingBox();
    if (!found) throw new Error(`no ${role} '${name}' on screen`);
    return { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width), height: Math.round(found.height) };
  };
  return { heading: await box('Sign in', 'heading'), email: await box('Email', 'textbox'), submit: await box('Sign in', 'button') };
}

test('the sign-in card is in the served HTML and React takes it over in place', async () => {
  screenshotOnFailure(() => page, 'login-prerender');
  const viewport = { width: 390, height: 800 };

  const noScripts = await suite.browser.newContext({ viewport, javaScriptEnabled: false });
  const bare = (page = await noScripts.newPage());
  await bare.goto(`${suite.product.baseUrl}/login`);
  await bare.evaluate(() => document.fonts.ready).catch(() => undefined);
  const prerendered = await layout(bare);
  // The markup takes input from its first paint (not inert); it is marked until the app takes over.
  expect(await bare.locator('#root[data-prerendered]:not([inert])').count()).toBe(1);
  await noScripts.close();

  const context = await suite.browser.newContext({ viewport });
  // Before any script of the page runs: record, at each DOM change in #root, whether the card is there.
  await context.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { cardSeen: boolean[] }).cardSeen = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root) seen.push(root.querySelector('h1') !== null && root.textContent?.includes('Sign in') === true);
    }).observe(document, { childList: true, subtree: true });
  });
  const p = (page = await context.newPage());
  const blocked: string[] = [];
  p.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const served = await p.goto(`${suite.product.baseUrl}/login`);
  // No script is fetched before the first paint: the entry and its preloads are named in a <meta>
  // and added by the one inline script after that paint (server/http/start-after-paint.ts), which
  // the CSP allows by hash.
  const html = (await served?.text()) ?? '';
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).toMatch(/<meta name="app-entry" content="\/assets\/index-[^"]+\.js" data-preload="[^"]*" data-route-preload="\/assets\/auth-screens-[^"]+\.js[^"]*">/);
  // The card's rules are in the page: the paint waits for the HTML alone, not a second request.
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<style data-href="\/assets\/index-[^"]+\.css">/);
  expect(served?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  // The app drops `data-prerendered` in React's first commit (src/main.tsx).
  await appTookOver(p);
  expect(await p.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await p.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const seen = await p.evaluate(() => (window as unknown as { cardSeen: boolean[] }).cardSeen);
  // Once the parser has put the card in #root, it stayed on screen through every later change (React's commit included).
  const parsed = seen.indexOf(true);
  expect(parsed).toBeGreaterThanOrEqual(0);
  expect(seen.slice(parsed).every(Boolean)).toBe(true);
  expect(await p.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(1);
  expect(await layout(p)).toEqual(prerendered);

  expect(blocked).toEqual([]);

  // The taken-over form is React's: validation answers.
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.getByText('Enter your email address, e.g. name@example.com').waitFor();
  await context.close();
});

test('what is typed and submitted before the app takes over is kept and answered', async () => {
  screenshotOnFailure(() => page, 'login-prerender-early-input');
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, serviceWorkers: 'block' });
  // The app's entry is held back until the person has typed and pressed Enter in the markup.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const p = (page = await context.newPage());
  const requested: string[] = [];
  p.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The held entry holds the load event back too: the page is there once its markup is.
  await p.goto(`${suite.product.baseUrl}/login`, { waitUntil: 'domcontentloaded' });
  const email = p.getByRole('textbox', { name: 'Email', exact: true });
  await email.click();
  await p.keyboard.type('learner@demo.test');
  await p.keyboard.press('Enter');
  expect(await email.inputValue()).toBe('learner@demo.test');
  // The markup's form did not go anywhere (no GET of the form); the submit is held for the app.
  expect(new URL(p.url()).pathname).toBe('/login');
  expect(await p.locator('#root[data-prerendered][data-submit-requested]').count()).toBe(1);
  // The press is answered at once, before the app's script has arrived: Sign in shows the loading
  // state the app's button shows (disabled, its loader spinning, its label hidden).
  const submit = p.locator('#root[data-prerendered] form button[type="submit"]');
  expect(await submit.getAttribute('data-loading')).toBe('true');
  expect(await submit.isDisabled()).toBe(true);
  expect(await submit.locator('.mantine-Loader-root').isVisible()).toBe(true);
  await expect.poll(() => submit.locator('.mantine-Button-inner').evaluate((label) => getComputedStyle(label).opacity)).toBe('0');
  // The /login route's chunk (group auth-screens) was asked for beside the entry, not after its evaluation (it is held).
  expect(requested.some((path) => /^\/assets\/auth-screens-[^/]+\.js$/.test(path))).toBe(true);
  release();
  await appTookOver(p);
  // React's field has the text and the focus, and its form was submitted with it: only the
  // missing password is refused, not the email.
  expect(await p.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  expect(await email.inputValue()).toBe('learner@demo.test');
  expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
  await p.getByText('Enter your password').waitFor();
  expect(await p.getByText('Enter your email address, e.g. name@example.com').count()).toBe(0);
  // The button is React's again, out of its loading state once the form has answered.
  expect(await p.locator('form button[type="submit"][data-loading]').count()).toBe(0);
  // Typing goes on in React's field, and the form signs in with what was typed before and after.
  await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL('**/dashboard', { timeout: 30_000 });
  await context.close();
});

test('a card the parser has only partly read is not painted, so it never grows and re-centres on screen', async () => {
  screenshotOnFailure(() => page, 'login-prerender-partly');
  const html = await (await fetch(`${suite.product.baseUrl}/login`)).text();
  // Midway through the card: a slow phone's parser yields here and the browser may paint.
  const cut = html.indexOf('Forgot password?');
  expect(cut).toBeGreaterThan(html.indexOf('Sign in'));
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
  await context.route('**/login-partly', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
  await context.route('**/login-whole', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const p = (page = await context.newPage());
  await p.goto(`${suite.product.baseUrl}/login-partly`);
  expect(await p.locator('h1').evaluate((h) => getComputedStyle(h).visibility)).toBe('hidden');
  expect(await p.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()).toBe(false);
  await p.goto(`${suite.product.baseUrl}/login-whole`);
  expect(await p.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
  await context.close();
});

/** Computed styles the card's look depends on, for each of its parts (heading, labels, fields, buttons, links). */
async function look(p: Page) {
  const properties = ['display', 'width', 'height', 'margin', 'padding', 'border', 'border-radius', 'font-family', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'text-align', 'opacity', 'visibility'];
  return p.evaluate(
    (names) =>
      [...document.querySelectorAll('#root h1, #root form, #root label, #root input, #root button, #root a')].map((part) => {
        const style = getComputedStyle(part);
        return `${part.tagName.toLowerCase()} ${part.textContent?.trim() ?? ''}: ${names.map((name) => `${name}=${style.getPropertyValue(name)}`).join('; ')}`;
      }),
    properties,
  );
}

test("the page holds only the card's rules; the whole stylesheet, loaded before the app starts, changes nothing of the card", async () => {
  screenshotOnFailure(() => page, 'login-prerender-critical-css');
  const html = await (await fetch(`${suite.product.baseUrl}/login`)).text();
  const inlined = /<style data-href="(\/assets\/index-[^"]+\.css)">([^<]*)<\/style>/.exec(html);
  expect(inlined).not.toBeNull();
  const [, href = '', rules = ''] = inlined ?? [];
  const whole = await (await fetch(`${suite.product.baseUrl}${href}`)).text();
  // The card's rules (Mantine's Paper, Button, Input) are in the page, other components' are not
  // (tests/build/login-critical-css.test.ts checks the build's file in more detail).
  for (const rule of ['.m_1b7284a3{', '.m_77c9d27d{', '.m_8fb7ebe7{']) expect(rules).toContain(rule);
  expect(rules.length).toBeLessThan(whole.length / 2);

  // The same markup, the page's rules alone and then with the whole stylesheet: nothing of the card changes.
  const noScripts = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
  const bare = (page = await noScripts.newPage());
  await bare.goto(`${suite.product.baseUrl}/login`);
  await bare.evaluate(() => document.fonts.ready);
  const critical = { layout: await layout(bare), look: await look(bare) };
  await bare.evaluate((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, href);
  // Loaded and applied: its rules are readable (the page's own script would not run here).
  await expect.poll(() => bare.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href !== null && sheet.cssRules.length > 0))).toBe(true);
  await bare.evaluate(() => document.fonts.ready);
  expect({ layout: await layout(bare), look: await look(bare) }).toEqual(critical);
  await noScripts.close();

  const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  // The whole stylesheet is held back: until it arrives the card is styled by the page's rules alone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let cssAsked = false;
  await context.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
    cssAsked = true;
    await held;
    await route.continue();
  });
  const p = (page = await context.newPage());
  await p.goto(`${suite.product.baseUrl}/login`, { waitUntil: 'domcontentloaded' });
  await p.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await p.evaluate(() => document.fonts.ready);
  await expect.poll(() => cssAsked).toBe(true);
  const before = { layout: await layout(p), look: await look(p) };
  // The app's entry does not start while the stylesheet is on its way (it is only preloaded).
  expect(await p.locator('script[type="module"]').count()).toBe(0);
  expect(await p.locator('#root[data-prerendered]').count()).toBe(1);
  const shiftsBefore = await p.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);
  release();
  await appTookOver(p);
  await p.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await p.evaluate(() => document.fonts.ready);
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await p.locator('link[rel="stylesheet"][href^="/assets/index-"]').count()).toBe(1);
  expect(await layout(p)).toEqual(before.layout);
  expect(await look(p)).toEqual(before.look);
  // No layout shift from the stylesheet's arrival to the takeover and after it.
  expect(await p.evaluate((from) => (window as unknown as { shifts: number[] }).shifts.slice(from), shiftsBefore)).toEqual([]);
  await context.close();
});
