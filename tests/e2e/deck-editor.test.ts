// The deck editor in real Chromium (issue 18, item 6; issue 50, item 4): an admin opens
// /create-flashcards, imports a modern Anki package (collection.anki21b, built here; the page reads it
// in a worker with sql.js's wasm under the product's CSP, its progress shown), sees the summary (cards,
// the collection read, the image to upload and the sound left out), imports (the image uploaded to the
// course's media), publishes, and the learner's pull holds the cards: the reversed card both ways (its
// image served from the media) and a cloze card with its blank.
// The editor has no serious or critical axe violation at 1024 and 390 px.
import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { cardRowSchema } from '../../contract/practice';
import type { PullResponse } from '../../contract/sync';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn } from './support/browser';
import { apiGet } from './support/server-api';
import { blockingViolations, waitForLayout } from './support/axe';
import { BASIC_REVERSED, CLOZE, loadSql, modernApkg } from '../support/anki/package';

let page: Page | undefined;
const suite = productSuite();

/** A larger package (3,000 notes), read with its progress shown before the small one is imported. */
async function buildLargeApkg(): Promise<Buffer> {
  const notes = Array.from({ length: 3000 }, (_, i) => ({ guid: `big-${i}`, mid: BASIC_REVERSED.id, fields: [`word ${i}`, `meaning ${i}`] }));
  return Buffer.from(modernApkg(await loadSql(), { notetypes: [BASIC_REVERSED], notes }));
}

/** A package as current Anki writes it: zstd schema-18 collection.anki21b beside the dummy collection.anki2. */
async function buildApkg(): Promise<Buffer> {
  return Buffer.from(modernApkg(await loadSql(), {
    notetypes: [BASIC_REVERSED, CLOZE],
    notes: [
      { guid: 'e2e-g1', mid: BASIC_REVERSED.id, fields: ['<b>SUM</b>', 'Adds numbers <img src="sum.png">[sound:sum.mp3]'], tags: 'terms' },
      { guid: 'e2e-g2', mid: CLOZE.id, fields: ['{{c1::AVERAGE}} gives the mean', ''] },
    ],
    media: [{ name: 'sum.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }, { name: 'sum.mp3', bytes: new Uint8Array([1, 2]) }],
  }));
}

test('an admin imports an .apkg, publishes the deck, and a learner pulls its cards', async () => {
  screenshotOnFailure(() => page, 'deck-editor');
  const context = await suite.browser.newContext({ viewport: { width: 1024, height: 900 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'admin');
  await page.goto(`${suite.product.baseUrl}/create-flashcards`);
  await page.waitForURL(/\/flashcards\/[0-9a-f-]{36}$/);
  const deckId = page.url().split('/').pop()!;
  await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill('Functions from Anki');
  await page.getByLabel('Course').selectOption({ label: 'Spreadsheet Essentials' });

  await page.getByRole('button', { name: 'Import' }).click();
  // Every state of the progress bar and its announcement while the package is read, as the DOM showed them.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(`${bar.getAttribute('aria-valuenow')} ${bar.parentElement?.parentElement?.textContent ?? ''}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const dialog = page.getByRole('dialog');
  // A zip that is not an Anki package: refused in words, nothing to import, the dialog still works.
  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(zipSync({ 'readme.txt': strToU8('hello') })) });
  await dialog.getByRole('alert').getByText(/^This zip is not an Anki package: it holds no Anki collection/).waitFor({ timeout: 30_000 });
  expect(await dialog.getByRole('button', { name: /^Import \d/ }).isDisabled()).toBe(true);
  await page.locator('input[type="file"]').setInputFiles({ name: 'words.apkg', mimeType: 'application/octet-stream', buffer: await buildLargeApkg() });
  await dialog.getByText('3,000 cards ready, 0 with errors (read from collection.anki21b)').waitFor({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen).toContain('0 Unpacking the package…');
  // The worker reports every 500 notes; the page shows at least one step before the end.
  expect(seen.some((s) => /^([1-7]\d|\d) Reading notes: [\d,]+ of 3,000$/.test(s))).toBe(true);
  expect(await dialog.getByRole('progressbar').count()).toBe(0);

  // Another file replaces the first: the modern package to import.
  await page.locator('input[type="file"]').setInputFiles({ name: 'functions.apkg', mimeType: 'application/octet-stream', buffer: await buildApkg() });
  await dialog.getByText('2 cards ready, 0 with errors (read from collection.anki21b)').waitFor({ timeout: 30_000 });
  await dialog.getByText("1 image will be uploaded to the course's media and shown on the cards.").waitFor();
  await dialog.getByText('1 sound left out (course media hold video, PDF and images, not audio): sum.mp3.').waitFor();
  await page.getByRole('button', { name: 'Import 2 cards' }).click();
  // The image is uploaded to the course's media first; only then do the notes join the draft.
  await page.getByText('Imported: 2 added, 0 updated.').waitFor({ timeout: 30_000 });
  expect(await page.getByRole('textbox', { name: 'Text of card 2' }).inputValue()).toBe('{{c1::AVERAGE}} gives the mean');
  // The import dialog fades out (Mantine's transition); axe checks the editor once it is gone.
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The editor with its cards, at both widths: no serious or critical axe violation.
  const findings = await blockingViolations(page, 'deck editor @1024');
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForLayout(page, 'phone');
  findings.push(...(await blockingViolations(page, 'deck editor @390')));
  expect(findings).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Version 1 published').waitFor({ timeout: 30_000 });

  const pulled = await apiGet<PullResponse>(suite.product.baseUrl, 'learner', `/sync/pull?clientId=${randomUUID()}`);
  const cards = (pulled.changes.cards?.put ?? []).map((row) => cardRowSchema.parse(row)).filter((c) => c.deckId === deckId);
  expect(cards.map((c) => c.front)).toEqual(['<b>SUM</b>', expect.stringMatching(/^Adds numbers <img src="\/media\/uploads\/[0-9a-f-]{36}\.png" alt="sum\.png">$/), '<span class="cloze">[...]</span> gives the mean']);
  // The stored image is the package's own bytes, served from the course media.
  const src = /src="([^"]+)"/.exec(cards[1]!.front)![1]!;
  const image = await page.request.get(`${suite.product.baseUrl}${src}`);
  expect([image.status(), image.headers()['content-type'], [...(await image.body())]]).toEqual([200, 'image/png', [0x89, 0x50, 0x4e, 0x47]]);

  // The learner's dashboard, once the deck has arrived, keeps the image where offline study finds it.
  const learner = await (await suite.browser.newContext({ viewport: { width: 1024, height: 900 } })).newPage();
  await signIn(learner, suite.product.baseUrl, 'learner');
  await learner.goto(`${suite.product.baseUrl}/dashboard`);
  await learner.getByRole('link', { name: 'Functions from Anki' }).waitFor({ timeout: 60_000 });
  await learner.waitForFunction(async (url) => !!(await (await caches.open('lesson-media')).match(url)), src, { timeout: 30_000 });
  await learner.context().close();
  await context.close();
});
