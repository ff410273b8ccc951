// Issue 51's H5P package in real Chromium, with a content origin of its own (PACKAGE_ORIGIN = the
// same server at 127.0.0.1, the app at localhost): a teacher uploads the .h5p package the test wrote
// (tests/support/test-packages.ts: a library of its own with "Answer a question", "Finish with score
// 4 of 5" and getCurrentState) in the course editor and publishes; a learner at 390 px downloads the
// course for offline, goes offline, reloads, answers a question, closes the lesson and reopens it (the
// content restores its state), finishes with a score; the package sees none of the app's storage;
// back online each statement and commit reaches the server once, and the teacher's record shows it.
import { expect, test } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import type { XapiStatement } from '../../contract/xapi';
import { h5pPackage } from '../support/test-packages';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { outboxCount, setOffline } from './support/browser';
import { apiGet } from './support/server-api';
import {
  addPackageLesson, deviceClientId, downloadCourseForOffline, launchPackageLearner, lessonLink, localAttempts, openCourseEditor, publishCourse, type SyncLogEntry,
} from './support/package-learner';

const COURSE = 'c5-spreadsheets';
const suite = productSuite({ env: () => ({ PACKAGE_ORIGIN: 'http://127.0.0.1:{port}' }), freshProductOnRetry: true });
let page: Page | undefined;

/** The H5P content: the app frames the content origin's H5P player, which attaches the content in its own document. */
const content = (p: Page): FrameLocator => p.frameLocator('iframe[title$="(package content)"]');

test('H5P package: uploaded, downloaded, played offline with resume, synced once, shown to the teacher', { timeout: 480_000 }, async () => {
  screenshotOnFailure(() => page, 'h5p-package');
  const base = suite.product.baseUrl;
  const title = `Score check ${Date.now()}`;

  // The teacher adds the package lesson in the course editor and publishes.
  const teacher = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const t = (page = await teacher.newPage());
  await openCourseEditor(t, base, COURSE);
  await addPackageLesson(t, { title, file: h5pPackage(), name: 'score-check.h5p', mimeType: 'application/zip', stored: /Package stored: Score check \(H5P, 4 files\)/ });
  await publishCourse(t);

  // The learner, on a phone, downloads the course for offline (a profile that allows third-party storage: package-learner.ts).
  const { context: learner, close: closeLearner } = await launchPackageLearner('h5p');
  const l = (page = await learner.newPage());
  await downloadCourseForOffline(l, base, COURSE, title);

  // Offline after a reload: h5p-standalone and the package play from the content origin's cache.
  await setOffline(learner, true);
  await l.reload();
  await lessonLink(l, title).click({ timeout: 30_000 });
  await content(l).getByText('Starting fresh').waitFor({ timeout: 30_000 });
  expect(await l.locator('iframe[title$="(package content)"]').getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/package-content\/_runtime\/h5p-player\.html\?/);
  await content(l).getByText('Is the floor dry?').waitFor();
  // The package's scripts see none of the app's storage (their origin is the content origin's).
  await expect.poll(() => content(l).locator('.storage').textContent(), { timeout: 20_000 }).toBe('Storage seen: nothing');
  await content(l).getByRole('button', { name: 'Answer a question' }).click();
  await content(l).getByText('Answered 1').waitFor();
  // H5P saves the state (saveFreq); the app keeps it as the item's suspend data, locally first.
  await expect.poll(async () => (await localAttempts(l)).map((a) => JSON.parse(a.suspendData || '{}') as unknown), { timeout: 20_000 })
    .toEqual([{ answered: 1, finished: false }]);

  // Closed and opened again (still offline): the content restores where the learner was.
  await l.reload();
  await lessonLink(l, title).click({ timeout: 30_000 });
  await content(l).getByText('Resumed with 1 answered').waitFor({ timeout: 30_000 });
  await content(l).getByRole('button', { name: 'Finish with score 4 of 5' }).click();
  await content(l).getByText('Finished').waitFor();
  await expect.poll(async () => (await localAttempts(l)).map((a) => [a.status, a.completed, a.score])).toEqual([['completed', true, 0.8]]);
  await expect.poll(() => lessonLink(l, title).textContent(), { timeout: 20_000 }).toContain('Completed');
  // H5P saves the finished state 3 s after `completed`; it keeps the item completed with its score.
  await expect.poll(async () => (await localAttempts(l)).map((a) => [JSON.parse(a.suspendData) as unknown, a.completed, a.score]), { timeout: 20_000 })
    .toEqual([[{ answered: 1, finished: true }, true, 0.8]]);
  await l.screenshot({ path: 'test-results/h5p-package-390.png', fullPage: true });

  // Back online: every statement and commit of this device reaches the server once.
  const clientId = await deviceClientId(l);
  const [attempt] = await localAttempts(l);
  await setOffline(learner, false);
  await expect.poll(() => outboxCount(l), { timeout: 90_000 }).toBe(0);
  const log = (await apiGet<SyncLogEntry[]>(base, 'admin', '/admin/sync-log?userId=u5-learner')).filter((e) => e.clientId === clientId);
  const ids = log.map((e) => e.mutationId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(log.every((e) => e.status === 'applied')).toBe(true);
  expect(log.filter((e) => e.name === 'package.statement').length).toBe(2);
  // The local row counts each state commit and the `completed` statement.
  expect(log.filter((e) => e.name === 'package.commit').length).toBe(attempt!.commits - 1);
  const { statements } = await apiGet<{ statements: XapiStatement[] }>(base, 'teacher', `/packages/statements?userId=u5-learner&lessonId=${attempt!.lessonId}`);
  expect(statements.map((s) => [s.source, s.verb.display.en]).sort()).toEqual([['h5p', 'answered'], ['h5p', 'completed']]);
  expect(statements.find((s) => s.verb.display.en === 'completed')?.result?.score).toMatchObject({ scaled: 0.8, raw: 4, max: 5 });

  // The teacher's record of the learner shows the package's status and score.
  await t.goto(`${base}/teacher-dashboard/batch-students?batch=b5-spreadsheets-spring`);
  await t.getByRole('link', { name: 'Lena Learner' }).click({ timeout: 60_000 });
  const packages = t.getByRole('region', { name: 'Packages (SCORM, H5P)' });
  await expect.poll(() => packages.getByRole('row', { name: new RegExp(title) }).textContent(), { timeout: 90_000 }).toMatch(/completed.*80%/);
  await closeLearner();
  await teacher.close();
});
