// Issue 6 in real Chromium: the learner downloads a course, goes offline, reloads, plays and seeks in
// the downloaded video, completes two lessons; back online, a second browser context of the same
// learner sees both completed, and the server's sync log holds each write of the device once.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { outboxCount, setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';

const COURSE = 'c5-finance';
const COURSE_TITLE = 'Personal Finance Basics';
const VIDEO_LESSON = 'c5-finance-m2-l1';
const VIDEO_TITLE = 'Simple and compound interest';
const PDF_TITLE = 'Budget planner';

let page: Page | undefined;
// A retry gets fresh demo data: the lessons are completed once.
const suite = productSuite({ freshProductOnRetry: true });

interface LogEntry { clientId: string; mutationId: number; name: string; status: string }

/** Reads one value of the app's sync bookkeeping straight from IndexedDB. */
function syncValue(p: Page, key: string): Promise<unknown> {
  return p.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('learning-platform');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('syncState').objectStore('syncState').get(k);
          get.onsuccess = () => resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

const playerUrl = (lesson?: string) => `${suite.product.baseUrl}/course-player/${COURSE}${lesson ? `?lesson=${lesson}` : ''}`;
const lessonLink = (p: Page, title: string) => p.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: new RegExp(title) });

test('a downloaded course works offline and its progress reaches the server exactly once', { timeout: 240_000 }, async () => {
  screenshotOnFailure(() => page, 'course-offline');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, suite.product.baseUrl, 'learner');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page!.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);

  // Online: open the course (after the first sync) and download it.
  await page.goto(playerUrl());
  await page.getByRole('heading', { name: COURSE_TITLE, level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await page.getByText(/Downloaded for offline · \d/).waitFor({ timeout: 30_000 });

  // Offline, after a reload: the download is still known, and the video plays and seeks from the cache.
  await setOffline(context, true);
  await page.goto(playerUrl(VIDEO_LESSON));
  await page.getByRole('heading', { name: VIDEO_TITLE, level: 2 }).waitFor({ timeout: 20_000 });
  await page.getByText(/Downloaded for offline · \d/).waitFor({ timeout: 10_000 });
  const video = page.getByLabel(`Video: ${VIDEO_TITLE}`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const seeked = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.pause();
    await new Promise<void>((resolve) => {
      v.addEventListener('seeked', () => resolve(), { once: true });
      v.currentTime = 3;
    });
    return { currentTime: v.currentTime, readyState: v.readyState, duration: v.duration, error: v.error?.code ?? null };
  });
  expect(seeked.error).toBeNull();
  expect(seeked.currentTime).toBeGreaterThan(2.5);
  expect(seeked.readyState).toBeGreaterThanOrEqual(2);
  expect(seeked.duration).toBeGreaterThan(5);
  // The course's PDF is served from the same cache (what the PDF lesson's viewer and link load).
  expect(await page.evaluate(async () => {
    const res = await fetch('/media/demo-handout.pdf');
    return `${res.status} ${res.headers.get('content-type')} ${(await res.arrayBuffer()).byteLength > 0}`;
  })).toBe('200 application/pdf true');

  // Complete two lessons, still offline: the video (Mark complete) and the PDF (its last page shown).
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect.poll(() => lessonLink(page!, VIDEO_TITLE).textContent()).toContain('Completed');
  await lessonLink(page, PDF_TITLE).click();
  await page.getByRole('heading', { name: PDF_TITLE, level: 2 }).waitFor();
  // The PDF's only page drawn from the cache reads the lesson (no 'Mark complete' needed).
  await expect.poll(() => lessonLink(page!, PDF_TITLE).textContent(), { timeout: 30_000 }).toContain('Completed');
  await page.screenshot({ path: 'test-results/course-player-1280.png' });
  const clientId = await syncValue(page, 'clientId');

  // The profile lists the download and its size, offline.
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect.poll(() => page!.getByRole('list', { name: 'Downloaded courses' }).textContent(), { timeout: 10_000 }).toMatch(new RegExp(`${COURSE_TITLE} · \\d`));

  // Back online: the outbox drains.
  await setOffline(context, false);
  await expect.poll(async () => Number(await syncValue(page!, 'lastMutationId')), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => outboxCount(page!), { timeout: 60_000 }).toBe(0);

  // A second device of the same learner sees both lessons completed.
  const other = await suite.browser.newContext({ viewport: { width: 390, height: 800 } });
  const second = await other.newPage();
  await signIn(second, suite.product.baseUrl, 'learner');
  await second.goto(playerUrl());
  await second.getByRole('heading', { name: COURSE_TITLE, level: 1 }).waitFor({ timeout: 30_000 });
  await expect.poll(() => lessonLink(second, VIDEO_TITLE).textContent(), { timeout: 30_000 }).toContain('Completed');
  expect(await lessonLink(second, PDF_TITLE).textContent()).toContain('Completed');
  // … and the video resumes where the first device left it (the position written on leaving the lesson).
  await lessonLink(second, VIDEO_TITLE).click();
  const resumed = second.getByLabel(`Video: ${VIDEO_TITLE}`);
  await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(2.5);
  await second.screenshot({ path: 'test-results/course-player-390.png', fullPage: true });

  // The server recorded every write of the first device once, all applied.
  const lastMutationId = Number(await syncValue(page, 'lastMutationId'));
  const log = (await apiGet<LogEntry[]>(suite.product.baseUrl, 'admin', '/admin/sync-log?userId=u5-learner')).filter((e) => e.clientId === clientId);
  expect(log.map((e) => e.mutationId).sort((a, b) => a - b)).toEqual(Array.from({ length: lastMutationId }, (_, i) => i + 1));
  expect(log.every((e) => e.name === 'progress.set' && e.status === 'applied')).toBe(true);
  await other.close();
  await context.close();
});
