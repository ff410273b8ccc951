// The installable shell: once the service worker has installed, a reload with the network off
// still shows the signed-in app with its self-hosted fonts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { startProduct, type RunningProduct } from './support/product';
import { launchBrowser, setOffline, signIn } from './support/browser';

let product: RunningProduct;
let browser: Browser;
let page: Page | undefined;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('the app reloads offline after one online visit', async () => {
  screenshotOnFailure(() => page, 'offline-shell');
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  page = await context.newPage();
  await signIn(page, product.baseUrl, 'learner');
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
