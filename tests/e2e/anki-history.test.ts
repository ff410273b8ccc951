// A learner brings their Anki review history in real Chromium (issue 50, item 4): on the deck's study
// screen they open "Bring my Anki review history" (online once: the reader's wasm is kept), go
// offline, pick their Anki package, read the preview, confirm; the due cards change at once, and the
// answers reach the server once the browser is back online.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { PullResponse } from '../../contract/sync';
import { BASIC, loadSql, modernApkg } from '../support/anki/package';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';

let page: Page | undefined;
const suite = productSuite();
const DAY = 86_400_000;

const serverReviews = async () =>
  (await apiGet<PullResponse>(suite.product.baseUrl, 'learner', `/sync/pull?clientId=${randomUUID()}`)).changes.reviews?.put ?? [];

/** The learner's Anki collection: cards 4 and 5 of the demo deck (exported from here: named by their ids) answered well for weeks, one card of another deck. */
async function learnerPackage(): Promise<Buffer> {
  const now = Date.now();
  const bytes = modernApkg(await loadSql(), {
    notetypes: [BASIC],
    notes: ['c5-spreadsheets-deck-card4', 'c5-spreadsheets-deck-card5', 'somewhere-else'].map((guid) => ({ guid, mid: BASIC.id, fields: [guid, 'back'] })),
    cards: [0, 1, 2].map((note) => ({ id: note + 1, note, ord: 0 })),
    revlog: [1, 2, 3].flatMap((cid) => [[20, 3, 0], [19, 3, 1], [14, 4, 1], [1, 4, 1]].map(([ago, ease, type]) => ({ id: now - ago! * DAY + cid, cid, ease: ease!, type: type! }))),
  });
  return Buffer.from(bytes);
}

test('a learner picks their Anki file offline, sees what will be added, and their schedule follows it', async () => {
  screenshotOnFailure(() => page, 'anki-history');
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  const p = page;
  await signIn(p, suite.product.baseUrl, 'learner');
  await p.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await p.goto(`${suite.product.baseUrl}/start-exercise?deck=c5-spreadsheets-deck`);
  const dueLine = p.getByText(/^\d+ of 6 cards due$/);
  await dueLine.waitFor({ timeout: 30_000 });
  const before = Number((await dueLine.textContent())!.split(' ')[0]);
  const seeded = (await serverReviews()).length;

  await p.getByRole('button', { name: 'Bring my Anki review history' }).click();
  const dialog = p.getByRole('dialog', { name: 'Bring your Anki review history' });
  await dialog.waitFor();
  // Opened online: the reader's wasm is fetched once and kept by the service worker.
  await p.waitForFunction(async () => (await caches.keys()).includes('app-wasm') && (await (await caches.open('app-wasm')).keys()).length > 0, null, { timeout: 30_000 });
  await setOffline(context, true);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'collection.colpkg', mimeType: 'application/octet-stream', buffer: await learnerPackage() });
  const preview = dialog.getByRole('region', { name: 'What will be added' });
  await preview.waitFor({ timeout: 60_000 });
  expect(await preview.getByText('2 cards of this deck get a history: 8 answers to add.').isVisible()).toBe(true);
  expect(await preview.getByText('1 card of your file is not in this deck and is left out.').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Add my history' }).click();
  await dialog.getByText(/8 answers added/).waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await p.getByText(`${before - 2} of 6 cards due`).waitFor();

  await setOffline(context, false);
  await expect.poll(async () => (await serverReviews()).length, { timeout: 60_000, interval: 1000 }).toBe(seeded + 8);
  await context.close();
});
