// The API reference page (issue 54): /api/docs shows every operation of /api/openapi.json, every
// request it makes goes to the product's own origin, and the CSP blocks nothing. A person opens an
// operation by clicking it and reads its parameters.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';

const suite = productSuite();
let page: Page | undefined;

test('the API reference loads from our own origin only and opens an operation', async () => {
  screenshotOnFailure(() => page, 'api-docs');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = (page = await context.newPage());
  const requests: string[] = [];
  const blocked: string[] = [];
  p.on('request', (request) => requests.push(request.url()));
  p.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) blocked.push(message.text());
  });
  await p.goto(`${suite.product.baseUrl}/api/docs`);
  await p.getByText('Offline learning platform API').first().waitFor();
  const documentBody = (await (await p.request.get(`${suite.product.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, object> };
  const operations = Object.values(documentBody.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  await expect.poll(() => p.locator('.opblock').count()).toBe(operations);

  const pull = p.locator('.opblock', { has: p.locator('[data-path="/api/sync/pull"]') }).first();
  await pull.locator('.opblock-summary-control').click();
  await pull.getByText('clientId', { exact: false }).first().waitFor();

  const origin = new URL(suite.product.baseUrl).origin;
  expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  expect(requests).toContain(`${origin}/api/openapi.json`);
  expect(blocked).toEqual([]);
  await context.close();
});
