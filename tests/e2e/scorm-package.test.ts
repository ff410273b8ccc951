// Issue 51 in real Chromium, with a content origin of its own (PACKAGE_ORIGIN = the same server at
// 127.0.0.1, the app at localhost): a teacher uploads a SCORM 1.2 and a SCORM 2004 package the test
// wrote (tests/support/test-packages.ts) in the course editor and publishes; a learner at 390 px
// downloads the course for offline, goes offline, reloads, plays the SCORM 1.2 package partway,
// reopens it (it resumes from its suspend data), finishes with a score; back online each commit
// reaches the server once, and the teacher's learner record and results screen (packages tab, axe at
// 1280 and 390 px) show status and score. The package's
// frame sees none of the app's storage; the 2004 package shows its two SCOs as its outline.
import { expect, test } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { scorm12Package, scorm2004Package } from '../support/test-packages';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { outboxCount, setOffline } from './support/browser';
import { apiGet } from './support/server-api';
import { blockingViolations } from './support/axe';
import {
  addPackageLesson, deviceClientId, downloadCourseForOffline, launchPackageLearner, lessonLink, localAttempts, openCourseEditor, publishCourse, type SyncLogEntry,
} from './support/package-learner';

const COURSE = 'c5-spreadsheets';
const suite = productSuite({ env: () => ({ PACKAGE_ORIGIN: 'http://127.0.0.1:{port}' }), freshProductOnRetry: true });
let page: Page | undefined;

/** The SCO's document: the app frames the content origin's player, which frames the SCO. */
const sco = (p: Page): FrameLocator => p.frameLocator('iframe[title$="(package content)"]').frameLocator('iframe[title="Package content"]');

test('SCORM packages: uploaded, downloaded, played offline with resume, synced once, shown to the teacher', { timeout: 480_000 }, async () => {
  screenshotOnFailure(() => page, 'scorm-package');
  const base = suite.product.baseUrl;
  const run = Date.now();
  const title12 = `Safety basics ${run}`;
  const title2004 = `Two part course ${run}`;

  // The teacher adds two package lessons in the course editor and publishes.
  const teacher = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const t = (page = await teacher.newPage());
  await openCourseEditor(t, base, COURSE);
  for (const [title, file, stored] of [[title12, scorm12Package(), /Package stored: Safety basics \(SCORM 1\.2, 3 files\)/], [title2004, scorm2004Package(), /Package stored: Two part course \(SCORM 2004/]] as const) {
    await addPackageLesson(t, { title, file, name: `${run}.zip`, mimeType: 'application/zip', stored });
  }
  await expect.poll(() => t.getByRole('list', { name: 'Package outline' }).last().textContent()).toBe('Part onePart two');
  await publishCourse(t);

  // The learner, on a phone, downloads the course for offline (a profile that allows third-party storage: package-learner.ts).
  const { context: learner, close: closeLearner } = await launchPackageLearner('scorm');
  const l = (page = await learner.newPage());
  await downloadCourseForOffline(l, base, COURSE, title12);

  // Offline after a reload: the SCORM 1.2 package plays from the content origin's cache.
  await setOffline(learner, true);
  await l.reload();
  await lessonLink(l, title12).click({ timeout: 30_000 });
  await sco(l).getByText('Starting fresh').waitFor({ timeout: 30_000 });
  expect(await l.locator('iframe[title$="(package content)"]').getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/package-content\/_runtime\/player\.html\?/);
  // The package's frame sees none of the app's storage (its origin is the content origin's).
  await expect.poll(() => sco(l).locator('#storage').textContent(), { timeout: 20_000 }).toBe('Storage seen: nothing');
  await sco(l).getByRole('button', { name: 'Save and continue later' }).click();
  await sco(l).getByText('Saved').waitFor();
  await expect.poll(async () => (await localAttempts(l)).map((a) => a.suspendData)).toEqual(['page-2-of-3']);

  // Closed and opened again (still offline): it resumes from its suspend data and location.
  await l.reload();
  await lessonLink(l, title12).click({ timeout: 30_000 });
  await sco(l).getByText('Resumed from: page-2-of-3 at page-2').waitFor({ timeout: 30_000 });
  await sco(l).getByRole('button', { name: 'Finish with score 85' }).click();
  await sco(l).getByText('Finished').waitFor();
  await expect.poll(async () => (await localAttempts(l)).map((a) => a.status)).toEqual(['passed']);
  await expect.poll(() => lessonLink(l, title12).textContent(), { timeout: 20_000 }).toContain('Completed');
  await l.screenshot({ path: 'test-results/scorm-package-390.png', fullPage: true });

  // The SCORM 2004 package shows its two SCOs as the outline (offline too).
  await lessonLink(l, title2004).click();
  const parts = l.getByRole('group', { name: 'Parts of this package' });
  await expect.poll(() => parts.getByRole('button').allTextContents(), { timeout: 20_000 }).toEqual(['Part one', 'Part two']);
  await sco(l).getByRole('button', { name: 'Complete Part one' }).waitFor({ timeout: 30_000 });
  await parts.getByRole('button', { name: 'Part two' }).click();
  await sco(l).getByRole('button', { name: 'Complete Part two' }).waitFor({ timeout: 30_000 });

  // Back online: every commit of this device reaches the server once, in the order sent.
  const clientId = await deviceClientId(l);
  await setOffline(learner, false);
  await expect.poll(() => outboxCount(l), { timeout: 90_000 }).toBe(0);
  // Each item's row counts its commits (leaving a started 2004 part commits it too).
  const commits = (await localAttempts(l)).reduce((sum, a) => sum + a.commits, 0);
  const log = (await apiGet<SyncLogEntry[]>(base, 'admin', '/admin/sync-log?userId=u5-learner')).filter((e) => e.clientId === clientId && e.name === 'package.commit');
  const ids = log.map((e) => e.mutationId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(log.every((e) => e.status === 'applied')).toBe(true);
  expect(log.length).toBe(commits);

  // The teacher's record of the learner shows the package's status, score, time and interactions.
  await t.goto(`${base}/teacher-dashboard/batch-students?batch=b5-spreadsheets-spring`);
  await t.getByRole('link', { name: 'Lena Learner' }).click({ timeout: 60_000 });
  const packages = t.getByRole('region', { name: 'Packages (SCORM, H5P)' });
  await expect.poll(() => packages.getByRole('row', { name: new RegExp(title12) }).textContent(), { timeout: 90_000 }).toMatch(/passed.*85%.*3:20.*q1: correct/);

  // The results screen's packages tab: the learner's row with status, score, time and interactions, at 1280 and 390 px.
  await t.goto(`${base}/teacher-dashboard/quiz-results`);
  await t.getByRole('tab', { name: 'Packages (SCORM, H5P)' }).click({ timeout: 30_000 });
  const choice = t.getByLabel('Package', { exact: true });
  await choice.selectOption((await choice.locator('option', { hasText: title12 }).getAttribute('value'))!);
  const results = t.getByRole('table', { name: "Learners' results" });
  await expect.poll(() => results.getByRole('row', { name: /Lena Learner/ }).textContent(), { timeout: 30_000 }).toMatch(/Passed853\.3\d+q1: correct/);
  await t.getByText(/Rows per status: .*Passed: 1/).waitFor();
  expect(await blockingViolations(t, 'package results at 1280 px')).toEqual([]);
  await t.setViewportSize({ width: 390, height: 844 });
  await results.waitFor();
  expect(await blockingViolations(t, 'package results at 390 px')).toEqual([]);
  await t.screenshot({ path: 'test-results/package-results-390.png', fullPage: true });
  await closeLearner();
  await teacher.close();
});
