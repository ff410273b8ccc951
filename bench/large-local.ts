// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * `BENCH_ONLY=large-local` (issue 55 item 4): a learner's device holding a lot. The learner signs
 * in and the first pull is applied; then the page adds, in one IndexedDB transaction, rows shaped
 * as pull writes them (each a copy of a pulled row with its own id): 50 enrolled courses, 20,000
 * flashcard review logs (over the pulled cards, a year back to 2 days ago, each card's last one 'again' so it is due) and 5,000 messages in the General room.
 * After a reload, with 4× CPU, each screen is reached by in-app navigation and timed from the
 * navigation to the frame after its content is in the DOM (once the app has made each card's kept
 * schedule from the filled reviews, as it does after version 29). `navigator.storage.estimate()` before
 * and after the fill gives the local database's size.
 *
 * `LARGE_LOCAL_PROFILE=1`: V8's sampling profile of each screen's last run (navigation to content),
 * printed by script and function (and written to `LARGE_LOCAL_PROFILE_DIR` when set). `LARGE_LOCAL_SCREENS=/dashboard,/courses`: those screens only.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { firstSyncDone, signIn } from '../tests/e2e/support/browser';
import { printProfile, type Profile } from './support/cpu-profile';
import { figure, type Figure } from './support/stats';

const COURSES = 50;
const REVIEWS = 20_000;
const MESSAGES = 5_000;
const ROOM = 'r5-general';
const DECK = 'c5-spreadsheets-deck';

interface Screen { path: string; from: string; markers: string[] }

/** Each screen, the screen it is left for between runs, and the texts that say its content painted. */
const SCREENS: Screen[] = [
  { path: '/dashboard', from: '/profile', markers: ['Bench course 1', 'Flashcards due'] },
  { path: '/courses', from: '/dashboard', markers: ['Bench course'] },
  { path: `/start-exercise?deck=${DECK}`, from: '/dashboard', markers: ['Show answer'] },
  { path: `/messages?room=${ROOM}`, from: '/dashboard', markers: [`Bench message ${MESSAGES}.`] },
];

/** Fills the device's database (raw IndexedDB: the app's connection sees it after the reload). */
function fill(page: Page): Promise<{ courses: number; reviews: number; messages: number }> {
  return page.evaluate(({ courses, reviews, messages, room }) => new Promise((resolve, reject) => {
    const open = indexedDB.open('learning-platform');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction(['courses', 'enrolments', 'cards', 'reviews', 'messages', 'syncState'], 'readwrite');
      // Written raw, the reviews have no kept schedule (cardSchedules): marked as version 29 marks a
      // device's stored reviews, the app makes the rows from them before its next pull.
      tx.objectStore('syncState').put({ key: 'rebuild', value: 'reviews' });
      void Promise.all(['courses', 'enrolments', 'cards', 'reviews', 'messages'].map((store) => new Promise<Array<Record<string, unknown>>>((done) => {
        const req = tx.objectStore(store).getAll();
        req.onsuccess = () => done(req.result as Array<Record<string, unknown>>);
      }))).then(([c = [], e = [], cards = [], r = [], m = []]) => {
        const course = c[0]!;
        const enrolment = e.find((row) => row.status === 'active') ?? e[0]!;
        const review = r[0]!;
        const message = m.find((row) => row.roomId === room)!;
        const now = Date.now();
        for (let n = 1; n <= courses; n += 1) {
          const id = `bench-course-${n}`;
          tx.objectStore('courses').put({ ...course, id, title: `Bench course ${n}` });
          tx.objectStore('enrolments').put({ ...enrolment, id: `bench-enrolment-${n}`, courseId: id, status: 'active' });
        }
        for (let n = 1; n <= reviews; n += 1) {
          const card = cards[n % cards.length]!;
          tx.objectStore('reviews').put({ ...review, id: `bench-review-${n}`, cardId: card.id, deckId: card.deckId, rating: n > reviews - cards.length ? 1 : 1 + (n % 4), reviewedAt: new Date(now - 2 * 86_400_000 - (reviews - n) * 1_570_000).toISOString() });
        }
        // One a second up to a second ago: the newest in the room, after the returning section's 500
        // messages of the last fortnight (it runs first in a full bench; the newest of them is ~3 h old).
        for (let n = 1; n <= messages; n += 1) {
          tx.objectStore('messages').put({ ...message, id: `bench-message-${n}`, body: `Bench message ${n}. A question about this week's lesson and the quiz.`, sentAt: new Date(now - (messages - n + 1) * 1000).toISOString() });
        }
      });
      tx.oncomplete = () => {
        idb.close();
        resolve({ courses, reviews, messages });
      };
      tx.onerror = () => reject(tx.error);
    };
  }), { courses: COURSES, reviews: REVIEWS, messages: MESSAGES, room: ROOM });
}

/** Resolves once the app has made the kept schedule from the filled reviews (the mark is gone). */
async function schedulesMade(page: Page): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const marked = await page.evaluate(() => new Promise<boolean>((resolve, reject) => {
      const open = indexedDB.open('learning-platform');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const idb = open.result;
        const req = idb.transaction('syncState').objectStore('syncState').get('rebuild');
        req.onsuccess = () => {
          idb.close();
          resolve(Boolean(req.result));
        };
      };
    }));
    if (!marked) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the card schedules were not made from the filled reviews within 60 s');
}

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** In-app navigation to `to`; resolves with the milliseconds until every marker is in `main` (at the next frame). */
function navigateMs(page: Page, to: string, markers: string[]): Promise<number> {
  return page.evaluate(({ to, markers }) => new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${to}: ${markers.join(', ')} not shown within 20 s`)), 20_000);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (!markers.every((m) => text.includes(m)) || location.pathname !== to.split('?')[0]) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }), { to, markers });
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL(`**${path}`);
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForTimeout(300);
}

export async function largeLocalFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, 'learner');
    await firstSyncDone(page);
    await page.waitForTimeout(1000);
    const before = await usage(page);
    const filled = await fill(page);
    await page.reload();
    await page.locator('main').getByRole('heading').first().waitFor();
    await schedulesMade(page);
    await page.waitForTimeout(2000);
    const after = await usage(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const figures: Figure[] = [];
    const profiling = Boolean(process.env.LARGE_LOCAL_PROFILE);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    const only = process.env.LARGE_LOCAL_SCREENS?.split(',');
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.path.split('?')[0]!))) {
      const times: number[] = [];
      let failed = '';
      for (let i = 0; i < runs && !failed; i += 1) {
        await goTo(page, screen.from);
        const profiled = profiling && i === runs - 1;
        if (profiled) await cdp.send('Profiler.start');
        times.push(await navigateMs(page, screen.path, screen.markers).catch((error: unknown) => {
          failed = `; not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
          return NaN;
        }));
        if (profiled) {
          const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
          printProfile(`${screen.path}: ${times.at(-1)?.toFixed(0)} ms`, profile);
          if (process.env.LARGE_LOCAL_PROFILE_DIR) await writeFile(join(process.env.LARGE_LOCAL_PROFILE_DIR, `${screen.path.split('?')[0]!.slice(1)}.cpuprofile`), JSON.stringify(profile));
        }
      }
      figures.push(figure(`large local data: ${screen.path.split('?')[0]} paints (in-app navigation, 4× CPU)`, 'ms', times, { limit: 300, lowerIsBetter: true },
        `${filled.courses} more enrolled courses, ${filled.reviews} review logs, ${filled.messages} messages on the device; content: ${screen.markers.join(' + ')}${failed}`));
    }
    const mib = (bytes: number) => bytes / 1024 / 1024;
    figures.push(figure('large local data: navigator.storage.estimate() usage after the fill', 'MiB', [mib(after)], undefined,
      `before the fill (the demo seed pulled): ${mib(before).toFixed(2)} MiB; the fill added ${mib(after - before).toFixed(2)} MiB`));
    return figures;
  } finally {
    await context.close();
  }
}
