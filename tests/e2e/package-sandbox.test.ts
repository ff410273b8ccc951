// Issue 51 without PACKAGE_ORIGIN, in real Chromium: the app frames a SCORM 1.2 package's player from
// its own /package-content/ in a frame sandboxed without allow-same-origin. The app's CSP lets that
// frame load (frame-src 'self'), the player runs under the content's own CSP (its script, the
// ready/init handshake with the app) and frames the SCO, which renders; no CSP violation is reported.
// Not asserted: the SCO reaching the player's window.API. Two frames sandboxed without
// allow-same-origin are two opaque origins, so Chromium blocks that access (docs/ARCHITECTURE.md).
import { expect, test } from 'vitest';
import type { ConsoleMessage, FrameLocator, Page } from 'playwright-core';
import { scorm12Package } from '../support/test-packages';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn } from './support/browser';

const COURSE = 'c5-spreadsheets';
const suite = productSuite({ freshProductOnRetry: true });
let page: Page | undefined;

const sco = (p: Page): FrameLocator => p.frameLocator('iframe[title$="(package content)"]').frameLocator('iframe[title="Package content"]');

test("without PACKAGE_ORIGIN the sandboxed package frame loads under the app's and the content's CSP", { timeout: 300_000 }, async () => {
  screenshotOnFailure(() => page, 'package-sandbox');
  const base = suite.product.baseUrl;
  const title = `Sandboxed safety ${Date.now()}`;

  const teacher = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const t = (page = await teacher.newPage());
  await signIn(t, base, 'teacher');
  await t.goto(`${base}/edit-course/${COURSE}`);
  await t.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
  await t.getByRole('button', { name: 'Add lesson' }).last().click();
  await t.getByLabel('Lesson title').last().fill(title);
  await t.getByText('Package', { exact: true }).last().click();
  await t.locator('input[type="file"]').last().setInputFiles({ name: 'safety.zip', mimeType: 'application/zip', buffer: scorm12Package() });
  await t.getByText(/Package stored: Safety basics \(SCORM 1\.2, 3 files\)/).waitFor({ timeout: 60_000 });
  await t.getByRole('button', { name: 'Publish' }).click();
  await t.getByText(/Learners now get this outline/).waitFor({ timeout: 30_000 });
  await teacher.close();

  const learner = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const l = (page = await learner.newPage());
  const violations: string[] = [];
  l.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(l, base, 'learner');
  await l.goto(`${base}/course-player/${COURSE}`);
  await l.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: new RegExp(title) }).click({ timeout: 60_000 });
  const frame = l.locator('iframe[title$="(package content)"]');
  await frame.waitFor({ timeout: 30_000 });
  expect(new URL((await frame.getAttribute('src'))!, base).origin).toBe(new URL(base).origin);
  expect((await frame.getAttribute('sandbox'))!.split(' ')).not.toContain('allow-same-origin');
  // The player got the saved data from the app (package:init) and framed the SCO, which rendered.
  await sco(l).getByRole('heading', { name: 'Safety basics' }).waitFor({ timeout: 30_000 });
  expect(l.frames().map((f) => new URL(f.url()).pathname)).toEqual([
    '/course-player/c5-spreadsheets', '/package-content/_runtime/player.html', expect.stringMatching(/^\/package-content\/[\w-]+\/index\.html$/),
  ]);
  expect(violations).toEqual([]);
  await learner.close();
});
