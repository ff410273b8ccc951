// The installable shell: once the service worker has installed, a reload with the network off
// still shows the signed-in app with its self-hosted fonts; in the signed-in shell a local face with
// Inter's metrics holds the text's room until Inter has arrived (not on /login).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';

let page: Page | undefined;

const suite = productSuite();

test('the app reloads offline after one online visit', async () => {
  screenshotOnFailure(() => page, 'offline-shell');
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  // Wait until the service worker has installed and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await setOffline(context, true);
  await page.reload();
  await expect.poll(() => page!.getByRole('link', { name: 'Home', exact: true }).first().isVisible(), { timeout: 20_000 }).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  const fontsLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    return ['Inter', 'Outfit'].map((family) => loaded.some((name) => name.includes(family)));
  });
  expect(fontsLoaded).toEqual([true, true]);
  await setOffline(context, false);
  await context.close();
});

test('in the signed-in shell, text laid out before Inter arrives takes the room it takes in Inter; /login has no such face', async () => {
  screenshotOnFailure(() => page, 'inter-fallback');
  const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 } });
  page = await context.newPage();
  await page.goto(`${suite.product.baseUrl}/login`);
  const loginFont = await page.evaluate(() => getComputedStyle(document.querySelector('input') ?? document.body).fontFamily);
  expect(loginFont).not.toContain('Inter Fallback');
  await signIn(page, suite.product.baseUrl, 'learner');
  // The dashboard's first heading inside the signed-in shell (not /login's prerendered page), once rendered.
  await page.locator('[data-layout] main :is(h1, h2, h3)').first().waitFor({ timeout: 30_000 });
  // The shell's styles may still be arriving with its chunk: wait for them, within a limit.
  await expect
    .poll(() => page!.evaluate(() => getComputedStyle(document.querySelector('[data-layout] main')!).fontFamily), { timeout: 15_000 })
    .toMatch(/^Inter, "Inter Fallback",/);
  const measured = await page.evaluate(async () => {
    await Promise.all([400, 500, 600].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
    const text = 'Continue learning Spreadsheet basics: formulas and functions. What waits for you this week?';
    const box = (family: string, weight: number, size: number) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.cssText = `font: ${weight} ${size}px ${family}; line-height: normal; white-space: nowrap; position: absolute`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    const pairs = [400, 500, 600].flatMap((weight) => [14, 16, 20].map((size) => {
      const inter = box('Inter', weight, size);
      const fallback = box('"Inter Fallback"', weight, size);
      return { weight, size, widthRatio: fallback.width / inter.width, heights: [inter.height, fallback.height] };
    }));
    const heading = document.querySelector('[data-layout] main :is(h1, h2, h3)');
    return {
      mainFont: getComputedStyle(document.querySelector('[data-layout] main')!).fontFamily,
      headingFont: heading ? getComputedStyle(heading).fontFamily : '',
      pairs,
    };
  });
  expect(measured.mainFont).toMatch(/^Inter, "Inter Fallback",/);
  expect(measured.headingFont).toMatch(/^Outfit, Inter, "Inter Fallback",/);
  for (const pair of measured.pairs) {
    expect(pair.widthRatio, `${pair.weight} at ${pair.size} px`).toBeGreaterThan(0.97);
    expect(pair.widthRatio, `${pair.weight} at ${pair.size} px`).toBeLessThan(1.03);
    expect(pair.heights[1], `${pair.weight} at ${pair.size} px`).toBe(pair.heights[0]);
  }
  await context.close();
});
