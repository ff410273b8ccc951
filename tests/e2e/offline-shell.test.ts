// The installable shell: once the service worker has installed, a reload with the network off
// still shows the signed-in app with its self-hosted fonts.
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
