// The deck editor in real Chromium (issue 18, item 6): an admin opens /create-flashcards, imports an
// Anki package (.apkg, built here with sql.js and fflate; the page reads it with sql.js's wasm under the
// product's CSP), publishes, and the learner's pull holds the cards: a cloze card with its blank.
// The editor has no serious or critical axe violation at 1024 and 390 px.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { cardRowSchema } from '../../contract/practice';
import type { PullResponse } from '../../contract/sync';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn } from './support/browser';
import { apiGet } from './support/server-api';
import { blockingViolations, waitForLayout } from './support/axe';

let page: Page | undefined;
const suite = productSuite();

async function buildApkg(): Promise<Buffer> {
  const SQL = await initSqlJs({ locateFile: (file) => createRequire(import.meta.url).resolve(`sql.js/dist/${file}`) });
  const db = new SQL.Database();
  db.run('create table col (id integer primary key, models text)');
  db.run('create table notes (id integer primary key, guid text, mid integer, tags text, flds text)');
  db.run('insert into col values (1, ?)', [JSON.stringify({ 1: { name: 'Basic', type: 0, tmpls: [{}] }, 2: { name: 'Cloze', type: 1, tmpls: [{}] } })]);
  db.run('insert into notes values (1, ?, 1, ?, ?)', ['e2e-g1', 'terms', ['<b>SUM</b>', 'Adds numbers'].join('\x1f')]);
  db.run('insert into notes values (2, ?, 2, ?, ?)', ['e2e-g2', '', ['{{c1::AVERAGE}} gives the mean', ''].join('\x1f')]);
  const bytes = db.export();
  db.close();
  return Buffer.from(zipSync({ 'collection.anki2': bytes }));
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
  await page.locator('input[type="file"]').setInputFiles({ name: 'functions.apkg', mimeType: 'application/octet-stream', buffer: await buildApkg() });
  await page.getByText('2 cards ready, 0 with errors').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 2 cards' }).click();
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
  expect(cards.map((c) => c.front)).toEqual(['<b>SUM</b>', '<span class="cloze">[...]</span> gives the mean']);
  await context.close();
});
