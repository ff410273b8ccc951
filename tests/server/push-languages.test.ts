/**
 * Notifications in the recipient's language (issue 52): the server stores a notification's text key
 * and values with its English words, and words each push in the recipient's synced language, on the
 * loopback push service (support/push-service.ts) that decrypts what a device receives. A Hindi
 * learner's graded quiz, feedback and hidden-content pushes are in Hindi; an English teacher's
 * request push stays English; an announcement keeps its author's words.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifyUsers } from '../../server/slices/notifications/notify';
import { startPushWorker, type PushWorker } from '../../server/slices/notifications/worker';
import { startPushService } from './support/push-service';
import { pull, push } from './support/sync';
import { createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

let server: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
let worker: PushWorker;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@learning.example' };
const tokens: Record<string, string> = {};
const devices: Record<string, ReturnType<Awaited<ReturnType<typeof startPushService>>['subscribe']>> = {};
const client: Record<string, string> = {};
const nextId: Record<string, number> = {};

type Payload = { kind: string; title: string; body: string; url: string };
const write = async (who: string, name: string, args: unknown) => {
  client[who] ??= randomUUID();
  const id = (nextId[who] = (nextId[who] ?? 0) + 1);
  const { body } = await push(server, tokens[who]!, client[who]!, [{ id, name, args } as never]);
  expect(body.results, `${name} by ${who}: ${JSON.stringify(body.results)}`).toEqual([{ id, status: 'applied' }]);
};
const payloads = (who: string) => service.for(devices[who]!.id).map((r) => r.payload as Payload);
const pushOf = async (who: string, kind: string, count = 1) => {
  await expect.poll(() => payloads(who).filter((p) => p.kind === kind), { timeout: 30_000 }).toHaveLength(count);
  return payloads(who).filter((p) => p.kind === kind).at(-1)!;
};
const settings = (hideContent: boolean) => ({
  disabledKinds: [], quietStart: null, quietEnd: null, reminderTime: '18:00', timeZone: 'UTC', hideContent, updatedAt: new Date().toISOString(),
});

beforeAll(async () => {
  server = await createTestServer({ limits: UNTHROTTLED });
  service = await startPushService();
  for (const who of ['learner', 'teacher', 'admin']) {
    tokens[who] = await signIn(`${who}@demo.test`);
    devices[who] = service.subscribe(`${who}'s phone`);
    await write(who, 'pushSubscription.save', devices[who]!);
  }
  await write('learner', 'preference.set', { language: 'hi', updatedAt: new Date(Date.now() - 1000).toISOString() });
  worker = startPushWorker({ db: server.db, live: server.live, logger: pino({ level: 'silent' }), send: { vapid, allowHttp: true }, drainEveryMs: 500, scheduleEveryMs: 3_600_000 });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await service?.close();
  await server?.close();
});

it("words a Hindi learner's pushes in Hindi, keeps the authored parts, and stores the English words for the centre", async () => {
  const attemptId = randomUUID();
  const now = new Date().toISOString();
  await write('learner', 'quiz.submit', { attemptId, quizId: 'c5-spreadsheets-quiz', answers: [{ qstnId: 'c5-spreadsheets-quiz-q1', answer: '=$A$1*2' }], startedAt: now, submittedAt: now });
  const graded = await pushOf('learner', 'graded');
  expect(graded.title).toMatch(/^क्विज़ जाँची गई: /);
  expect(graded.body).toMatch(/^आपके \d+% अंक आए/);
  expect(graded.title + graded.body).not.toMatch(/Quiz graded|You scored/);

  await write('teacher', 'quizFeedback.give', { feedbackId: randomUUID(), attemptId, text: 'Nice work on absolute references' });
  const feedback = await pushOf('learner', 'feedback');
  expect(feedback.title).toMatch(/ पर टिप्पणी$/);
  expect(feedback.body).toContain('Nice work on absolute references');

  // The centre's row: the text's key and values, and the English words as the fallback.
  const rows = (await pull(server, tokens.learner!, randomUUID())).changes.notifications!.put as unknown as
    { kind: string; title: string; body: string; textKey: string | null; params: Record<string, unknown> | null }[];
  const row = rows.find((r) => r.kind === 'graded')!;
  expect(row.textKey).toMatch(/^quiz(Graded|Passed)$/);
  expect(row.params).toMatchObject({ title: expect.any(String), percent: expect.any(Number) });
  expect(row.title).toBe(`Quiz graded: ${row.params!.title as string}`);
  expect(rows.find((r) => r.kind === 'feedback')).toMatchObject({ textKey: 'feedback', body: expect.stringContaining('Nice work') });
}, 120_000);

it('keeps English for a recipient without a preference, and an announcement in its author\'s words', async () => {
  await write('learner', 'enrolment.request', { courseId: 'c5-data', at: new Date().toISOString() });
  const request = await pushOf('admin', 'learnerRequest');
  expect(request).toMatchObject({ title: expect.stringMatching(/ asked to join /), body: 'Approve or decline the request.' });

  await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-learner'], kind: 'announcement', title: 'Campus closed Friday', body: 'Study from home.', url: '/dashboard' });
  await worker.drain();
  expect(await pushOf('learner', 'announcement')).toMatchObject({ title: 'Campus closed Friday', body: 'Study from home.' });
}, 120_000);

it('hides the content on the lock screen in the learner\'s language', async () => {
  await write('learner', 'notificationSettings.set', settings(true));
  await write('teacher', 'message.send', { messageId: randomUUID(), conversationId: 'v5-learner-teacher', body: 'See you on Thursday', sentAt: new Date().toISOString() });
  expect(await pushOf('learner', 'message')).toMatchObject({ title: 'लर्निंग प्लेटफ़ॉर्म', body: 'आपके लिए एक नई सूचना है।' });
  await write('learner', 'notificationSettings.set', settings(false));
  await write('teacher', 'message.send', { messageId: randomUUID(), conversationId: 'v5-learner-teacher', body: 'Bring your laptop', sentAt: new Date().toISOString() });
  expect(await pushOf('learner', 'message', 2)).toMatchObject({ title: expect.stringMatching(/ का नया संदेश$/), body: 'Bring your laptop' });
}, 120_000);
