/**
 * Web Push end to end (issue 53) on a loopback push service (support/push-service.ts): devices
 * subscribe through `pushSubscription.save`, each event kind makes a notification (synced to the
 * user's devices) and a push that the service receives, decrypts and reads; 410 removes the
 * subscription; a worker that dies after claiming neither loses nor doubles a push; two workers on
 * one database send each push once; a notification read on another device is not pushed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { drainDeliveries } from '../../server/slices/notifications/deliver';
import { notifyUsers } from '../../server/slices/notifications/notify';
import { runScheduled } from '../../server/slices/notifications/scheduled';
import { startPushWorker, type PushWorker } from '../../server/slices/notifications/worker';
import { startPushService } from './support/push-service';
import { pull, push } from './support/sync';
import { createSecondInstance, createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

let server: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@learning.example' };
const send = { vapid, allowHttp: true };
const tokens: Record<string, string> = {};
const devices: Record<string, ReturnType<Awaited<ReturnType<typeof startPushService>>['subscribe']>> = {};
let worker: PushWorker;
const client: Record<string, string> = {};
const nextId: Record<string, number> = {};

const write = async (who: string, name: string, args: unknown) => {
  client[who] ??= randomUUID();
  const id = (nextId[who] = (nextId[who] ?? 0) + 1);
  const { body } = await push(server, tokens[who]!, client[who]!, [{ id, name, args } as never]);
  expect(body.results, `${name} by ${who}: ${JSON.stringify(body.results)}`).toEqual([{ id, status: 'applied' }]);
};
const payloads = (who: string) => service.for(devices[who]!.id).map((r) => r.payload as { kind: string; title: string; body: string; url: string });
const waitForKind = (who: string, kind: string) => expect.poll(() => payloads(who).filter((p) => p.kind === kind), { timeout: 30_000 }).not.toHaveLength(0);

beforeAll(async () => {
  server = await createTestServer({ limits: UNTHROTTLED });
  service = await startPushService();
  for (const who of ['learner', 'teacher', 'admin']) {
    tokens[who] = await signIn(`${who}@demo.test`);
    devices[who] = service.subscribe(`${who}'s phone`);
    await write(who, 'pushSubscription.save', devices[who]!);
  }
  worker = startPushWorker({ db: server.db, live: server.live, logger: pino({ level: 'silent' }), send, drainEveryMs: 500, scheduleEveryMs: 3_600_000 });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await service?.close();
  await server?.close();
});

it('pushes each event kind to the right person, decrypted on their device, with the VAPID key', async () => {
  const attemptId = randomUUID();
  const now = new Date().toISOString();
  await write('learner', 'quiz.submit', { attemptId, quizId: 'c5-spreadsheets-quiz', answers: [{ qstnId: 'c5-spreadsheets-quiz-q1', answer: '=$A$1*2' }], startedAt: now, submittedAt: now });
  await waitForKind('learner', 'graded');
  expect(payloads('learner').find((p) => p.kind === 'graded')).toMatchObject({ title: expect.stringContaining('Quiz graded'), url: `/quiz-result?attempt=${attemptId}` });
  expect(service.for(devices.learner!.id)[0]!.vapidKey).toBe(vapid.publicKey);

  await write('learner', 'exercise.submit', { attemptId: randomUUID(), exerciseId: 'c5-spreadsheets-exercise', answers: [{ qstnId: 'c5-spreadsheets-exercise-i1', answer: '18' }], correct: 1, total: 5, submittedAt: now });
  await expect.poll(() => payloads('learner').filter((p) => p.kind === 'graded'), { timeout: 30_000 }).toHaveLength(2);

  await write('teacher', 'quizFeedback.give', { feedbackId: randomUUID(), attemptId, text: 'Nice work on absolute references' });
  await waitForKind('learner', 'feedback');
  expect(payloads('learner').find((p) => p.kind === 'feedback')!.body).toContain('Nice work on absolute references');

  await write('teacher', 'message.send', { messageId: randomUUID(), conversationId: 'v5-learner-teacher', body: 'See you on Thursday', sentAt: new Date().toISOString() });
  await waitForKind('learner', 'message');
  expect(payloads('learner').find((p) => p.kind === 'message')).toMatchObject({ body: 'See you on Thursday', url: '/conversations?conversation=v5-learner-teacher' });

  await write('teacher', 'message.send', { messageId: randomUUID(), roomId: 'r5-general', body: 'Well done @Lena Learner!', sentAt: new Date().toISOString() });
  await waitForKind('learner', 'mention');
  expect(payloads('admin').some((p) => p.kind === 'mention')).toBe(false);

  await write('learner', 'enrolment.request', { courseId: 'c5-data', at: new Date().toISOString() });
  await waitForKind('admin', 'learnerRequest');
  await write('admin', 'enrolment.decide', { requestIds: ['u5-learner:c5-data'], decision: 'approve', message: 'Welcome aboard', at: new Date().toISOString() });
  await waitForKind('learner', 'enrolment');
  expect(payloads('learner').find((p) => p.kind === 'enrolment')).toMatchObject({ body: 'Welcome aboard', url: '/course-details/c5-data' });

  // The clock's kinds: a quiz due in 20 hours, cards due at the learner's reminder time, the teacher's digest.
  await server.db.execute(sql`update quizzes set due_at = now() + interval '20 hours' where id = 'c5-spreadsheets-quiz'`);
  await server.db.execute(sql`delete from quiz_attempts where quiz_id = 'c5-spreadsheets-quiz' and user_id = 'u5-priya'`);
  await write('learner', 'card.review', { reviewId: randomUUID(), cardId: 'c5-spreadsheets-deck-card1', deckId: 'c5-spreadsheets-deck', rating: 3, reviewedAt: new Date().toISOString() });
  for (const who of ['learner', 'teacher']) {
    await write(who, 'notificationSettings.set', { disabledKinds: [], quietStart: null, quietEnd: null, reminderTime: '00:00', timeZone: 'UTC', hideContent: false, updatedAt: new Date().toISOString() });
  }
  const priya = service.subscribe('Priya phone');
  await server.db.execute(sql`insert into push_subscriptions (id, organisation_id, user_id, endpoint, p256dh, auth, device_label, created_at)
    values (${priya.id}, '5', 'u5-priya', ${priya.endpoint}, ${priya.p256dh}, ${priya.auth}, 'phone', now())`);
  await runScheduled(server.db, new Date());
  await runScheduled(server.db, new Date()); // a second run (another process, the next minute) makes nothing twice
  await worker.drain();
  await expect.poll(() => service.for(priya.id).map((r) => (r.payload as { kind: string }).kind), { timeout: 30_000 }).toContain('deadline');
  await waitForKind('learner', 'flashcards');
  await waitForKind('teacher', 'batchDigest');
  expect(payloads('learner').filter((p) => p.kind === 'flashcards')).toHaveLength(1);
  expect(payloads('teacher').filter((p) => p.kind === 'batchDigest')).toHaveLength(1);

  await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-learner'], kind: 'announcement', title: 'Campus closed Friday', body: 'Study from home.', url: '/dashboard' });
  await worker.drain();
  await waitForKind('learner', 'announcement');

  // The centre: the same events on the learner's other device, unread until marked read there.
  const answer = await pull(server, tokens.learner!, randomUUID());
  const rows = answer.changes.notifications!.put as unknown as { id: string; kind: string; readAt: string | null }[];
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['graded', 'feedback', 'message', 'mention', 'enrolment', 'flashcards', 'announcement']));
  await write('learner', 'notification.markAllRead', { upTo: new Date().toISOString(), readAt: new Date().toISOString() });
  const after = await pull(server, tokens.learner!, randomUUID());
  expect((after.changes.notifications!.put as unknown as { readAt: string | null }[]).every((r) => r.readAt !== null)).toBe(true);
  // Every push arrived once.
  const ids = service.received.map((r) => (r.payload as { id: string }).id + r.subscription);
  expect(new Set(ids).size).toBe(ids.length);
}, 180_000);

it('does not push a message the person has already answered on another device', async () => {
  await worker.stop();
  await write('teacher', 'message.send', { messageId: randomUUID(), conversationId: 'v5-learner-teacher', body: 'Quick question', sentAt: new Date().toISOString() });
  await write('learner', 'message.send', { messageId: randomUUID(), conversationId: 'v5-learner-teacher', body: 'Answered from my laptop', sentAt: new Date(Date.now() + 1000).toISOString() });
  const before = payloads('learner').length;
  await drainDeliveries(server.db, send);
  expect(payloads('learner').slice(before).some((p) => p.body === 'Quick question')).toBe(false);
  const [row] = await selectRows<{ status: string }>(server.db, sql`
    select d.status from push_deliveries d join notifications n on n.id = d.notification_id where n.body = 'Quick question'`);
  expect(row?.status).toBe('skipped');
});

it('removes a subscription the push service says is gone (410)', async () => {
  service.answer(devices.admin!.id, 410);
  await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-admin'], kind: 'announcement', title: 'Gone?', body: '', url: '/dashboard' });
  await drainDeliveries(server.db, send);
  expect(await selectRows(server.db, sql`select 1 from push_subscriptions where id = ${devices.admin!.id}`)).toEqual([]);
  const answer = await pull(server, tokens.admin!, randomUUID());
  expect(answer.changes.pushSubscriptions?.put ?? []).toEqual([]);
});

it('loses and doubles nothing when a worker dies between claiming and sending, or two workers race', async () => {
  const learner = devices.learner!.id;
  const before = service.for(learner).length;
  const made: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    made.push(...await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-learner'], kind: 'announcement', title: `Note ${i}`, body: '', url: '/dashboard' }));
  }
  // A process claimed five and died: their leases are running, then over.
  await server.db.execute(sql`update push_deliveries set status = 'sending', tries = 1, claimed_until = now() + interval '1 hour'
    where id in (select id from push_deliveries where status = 'pending' order by id limit 5)`);
  const second = await createSecondInstance(server);
  const workers = [server.db, second.db].map(() => drainDeliveries(server.db, send));
  await Promise.all(workers);
  expect(service.for(learner).length - before).toBe(5);
  await server.db.execute(sql`update push_deliveries set claimed_until = now() - interval '1 second' where status = 'sending'`);
  await Promise.all([drainDeliveries(second.db, send), drainDeliveries(server.db, send)]);
  await second.close();
  const got = service.for(learner).slice(before).map((r) => (r.payload as { id: string }).id).sort();
  expect(got).toEqual([...made].sort());
});

it('hides the content on the lock screen when the user says so, and holds pushes in quiet hours', async () => {
  const zone = 'Asia/Kolkata';
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const [h] = local.split(':').map(Number);
  const quietStart = `${String(h).padStart(2, '0')}:00`;
  const quietEnd = `${String((h! + 2) % 24).padStart(2, '0')}:00`;
  await write('learner', 'notificationSettings.set', { disabledKinds: ['deadline'], quietStart, quietEnd, reminderTime: '18:00', timeZone: zone, hideContent: true, updatedAt: new Date().toISOString() });
  const before = service.for(devices.learner!.id).length;
  const [held] = await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-learner'], kind: 'announcement', title: 'Secret grade', body: 'You got 42', url: '/dashboard' });
  expect(await notifyUsers(server.db, { organisationId: '5', userIds: ['u5-learner'], kind: 'deadline', title: 'Off', body: '', url: '/' })).toEqual([]);
  await drainDeliveries(server.db, send);
  expect(service.for(devices.learner!.id).length).toBe(before);
  await server.db.execute(sql`update push_deliveries set next_try_at = now() where notification_id = ${held!}`);
  await drainDeliveries(server.db, send);
  const last = service.for(devices.learner!.id).at(-1)!.payload as { title: string; body: string; url: string };
  expect(last).toMatchObject({ title: 'Learning Platform', body: 'You have a new notification.', url: '/dashboard' });
});
