// Chat in real Chromium (issue 8): a teacher and a learner in the batch room see each other's
// messages live, and a message written offline is delivered once after the network returns.
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { abortRequests, offlineReady, setOffline, signIn, type DemoRole } from './support/browser';
import { apiGet } from './support/server-api';
import { productSuite } from './support/suite';

const ROOM = 'r5-spreadsheets-spring';
const ROOM_NAME = 'Spreadsheets – Spring 2026';

const suite = productSuite();
let shown: Page | undefined;

/** A signed-in page of `role` with the batch room open (once sync has brought it). */
async function inRoom(role: DemoRole): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  shown = page;
  await signIn(page, suite.product.baseUrl, role);
  await page.goto(`${suite.product.baseUrl}/messages?room=${ROOM}`);
  await page.getByRole('list', { name: `Messages in ${ROOM_NAME}` }).waitFor({ timeout: 30_000 });
  return { context, page, requests };
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** How many messages with `body` the server holds in the room. */
async function serverCount(body: string): Promise<number> {
  const page = await apiGet<{ body: string }[]>(suite.product.baseUrl, 'teacher', `/chat/rooms/${ROOM}/messages?limit=100`);
  return page.filter((m) => m.body === body).length;
}

test('(a) live delivery between a teacher and a learner in the batch room', async () => {
  screenshotOnFailure(() => shown, 'chat-a');
  const teacher = await inRoom('teacher');
  const learner = await inRoom('learner');
  // Only the live stream may bring the teacher the question: their pulls are cut off.
  await abortRequests(teacher.page, '**/api/sync/pull**');
  const question = `Is the quiz open book? ${Date.now()}`;
  await send(learner.page, question);
  await teacher.page.getByRole('listitem', { name: `Lena Learner: ${question}` }).waitFor({ timeout: 20_000 });
  expect(teacher.requests.some((url) => url.includes('/api/chat/stream'))).toBe(true);
  const answer = `Yes, it is. ${Date.now()}`;
  await send(teacher.page, answer);
  await learner.page.getByRole('listitem', { name: `Tomás Teacher: ${answer}` }).waitFor({ timeout: 20_000 });
  // The learner's own message is no longer pending once the server has it.
  const mine = learner.page.getByRole('listitem', { name: `You: ${question}` });
  await expect.poll(() => mine.getAttribute('data-status'), { timeout: 20_000 }).toBe('sent');
  await teacher.context.close();
  await learner.context.close();
});

test('(b) a message sent offline is shown pending, then delivered exactly once on reconnect', async () => {
  screenshotOnFailure(() => shown, 'chat-b');
  const teacher = await inRoom('teacher');
  const learner = await inRoom('learner');
  await offlineReady(learner.page);
  await setOffline(learner.context, true);
  const text = `Written on the train ${Date.now()}`;
  await send(learner.page, text);
  const mine = learner.page.getByRole('listitem', { name: `You: ${text}` });
  await mine.getByText('Sending…').waitFor({ timeout: 10_000 });
  expect(await serverCount(text)).toBe(0);
  await setOffline(learner.context, false);
  await expect.poll(() => mine.getAttribute('data-status'), { timeout: 60_000 }).toBe('sent');
  await teacher.page.getByRole('listitem', { name: `Lena Learner: ${text}` }).waitFor({ timeout: 30_000 });
  // Give any duplicate a chance to arrive before counting.
  await learner.page.waitForTimeout(2000);
  expect(await serverCount(text)).toBe(1);
  expect(await teacher.page.getByRole('listitem', { name: `Lena Learner: ${text}` }).count()).toBe(1);
  await teacher.context.close();
  await learner.context.close();
});

test('(c) a message written while another context holds the outbox lock is sent as soon as it is let go', async () => {
  screenshotOnFailure(() => shown, 'chat-c');
  const learner = await inRoom('learner');
  // Hold the 'outbox' lock as the service worker does while it pulls after its own drain.
  await learner.page.evaluate(() => {
    void navigator.locks.request('outbox', () => new Promise<void>((resolve) => Object.assign(window, { releaseOutbox: resolve })));
  });
  await learner.page.waitForFunction(() => 'releaseOutbox' in window);
  const text = `Sent behind the worker ${Date.now()}`;
  await send(learner.page, text);
  const mine = learner.page.getByRole('listitem', { name: `You: ${text}` });
  await mine.getByText('Sending…').waitFor({ timeout: 10_000 });
  await learner.page.waitForTimeout(1000);
  expect(await serverCount(text)).toBe(0);
  await learner.page.evaluate(() => (window as unknown as { releaseOutbox: () => void }).releaseOutbox());
  // Well before the page's next 30 s sync: the send waited behind the holder instead of giving up.
  await expect.poll(() => mine.getAttribute('data-status'), { timeout: 8_000 }).toBe('sent');
  expect(await serverCount(text)).toBe(1);
  await learner.context.close();
});
