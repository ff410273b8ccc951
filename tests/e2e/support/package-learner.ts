/**
 * Shared by the package browser tests (issue 51): the teacher's upload of a package lesson in the
 * course editor, the learner's phone-sized browser whose profile allows third-party storage, and
 * reads of the learner's local package attempts and device id.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, offlineReady, signIn } from './browser';

/** A learner's local package attempt row (IndexedDB `packageAttempts`). */
export interface LocalAttempt {
  id: string;
  lessonId: string;
  commits: number;
  status: string;
  completed: boolean;
  score: number | null;
  suspendData: string;
}

/** A sync-log entry (GET /api/admin/sync-log). */
export interface SyncLogEntry { clientId: string; mutationId: number; name: string; status: string }

/** The link to a lesson in the player's lesson list. */
export const lessonLink = (p: Page, title: string) => p.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: new RegExp(title) });

/** The teacher signs in on `t` and opens the course editor of `course`. */
export async function openCourseEditor(t: Page, base: string, course: string): Promise<void> {
  await signIn(t, base, 'teacher');
  await t.goto(`${base}/edit-course/${course}`);
  await t.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
}

/** Publishes the course open in the editor and waits for the outline to reach learners. */
export async function publishCourse(t: Page): Promise<void> {
  await t.getByRole('button', { name: 'Publish' }).click();
  await t.getByText(/Learners now get this outline/).waitFor({ timeout: 30_000 });
}

/** The learner signs in on `l`, opens `course` in the player (where `lessonTitle` is listed) and downloads it for offline. */
export async function downloadCourseForOffline(l: Page, base: string, course: string, lessonTitle: string): Promise<void> {
  await signIn(l, base, 'learner');
  await offlineReady(l);
  await l.goto(`${base}/course-player/${course}`);
  await lessonLink(l, lessonTitle).waitFor({ timeout: 60_000 });
  await l.getByRole('button', { name: 'Download for offline' }).click();
  await l.getByText(/Downloaded for offline · \d/).waitFor({ timeout: 120_000 });
}

/** The teacher adds a package lesson in the open course editor and waits for the server's "Package stored" line. */
export async function addPackageLesson(t: Page, lesson: { title: string; file: Buffer; name: string; mimeType: string; stored: RegExp }): Promise<void> {
  await t.getByRole('button', { name: 'Add lesson' }).last().click();
  await t.getByLabel('Lesson title').last().fill(lesson.title);
  await t.getByText('Package', { exact: true }).last().click();
  await t.locator('input[type="file"]').last().setInputFiles({ name: lesson.name, mimeType: lesson.mimeType, buffer: lesson.file });
  await t.getByText(lesson.stored).waitFor({ timeout: 60_000 });
}

/**
 * The learner's browser at 390 px: a profile of its own whose settings allow third-party storage, as
 * a learner's ordinary browser does. An incognito-like context (newContext), and this headless
 * Chromium's own default, refuse the content origin (127.0.0.1, cross-site from localhost) a service
 * worker in the app's frame ("The user denied permission to use Service Worker"); a deployment on
 * sibling subdomains is same-site and needs no such setting. `close` also removes the profile.
 */
export async function launchPackageLearner(name: string): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), `${name}-learner-`));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 390, height: 844 }, hasTouch: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The learner's local attempt rows (IndexedDB, read from the page). */
export function localAttempts(p: Page): Promise<LocalAttempt[]> {
  return p.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('learning-platform');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('packageAttempts').objectStore('packageAttempts').getAll();
          all.onsuccess = () => resolve(all.result as never);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** This device's sync client id (the sync log's `clientId`). */
export function deviceClientId(p: Page): Promise<unknown> {
  return p.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('learning-platform');
    open.onsuccess = () => {
      const get = open.result.transaction('syncState').objectStore('syncState').get('clientId');
      get.onsuccess = () => resolve((get.result as { value?: unknown } | undefined)?.value);
    };
  }));
}
