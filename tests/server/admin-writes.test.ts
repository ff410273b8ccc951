/**
 * The admin's write intents (issue 17, items 4-6 and 8) through the real push: only admins, only
 * their organisation, exactly once, each change audited in its transaction (none when refused), an
 * expired grant stops access at once, and the learner's next pull shows the decision.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseAccess, courses, enrolments } from '../../server/db/schema';
import { selectRows } from '../../server/db/rows';
import { progressArgs, pull, push, putIds, type RawMutation } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const clients: Record<string, string> = {};
const nextIds: Record<string, number> = {};
const now = () => new Date().toISOString();

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) {
    tokens[email] = await signIn(email);
    clients[email] = randomUUID();
    nextIds[email] = 1;
  }
});
afterAll(() => server?.close());

/** Pushes one intent as `email`; returns its result. */
async function send(email: string, name: string, args: unknown, org = email.endsWith('other.test') ? '7' : '5') {
  const mutation: RawMutation = { id: nextIds[email]!++, name, args };
  const { status, body } = await push(server, tokens[email]!, clients[email]!, [mutation], org);
  expect(status).toBe(200);
  return { ...body.results[0]!, mutation };
}

const auditOf = (subjectId: string) => server.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
const enrolmentOf = async (userId: string, courseId: string) =>
  (await server.db.select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId))))[0];

async function canOpen(courseId: string): Promise<boolean> {
  const res = await server.app.request(`/api/courses/${courseId}`, { headers: authHeaders(tokens['learner@demo.test']!, '5') });
  expect(res.status).toBe(200);
  return ((await res.json()) as { canOpen: boolean }).canOpen;
}

describe('enrolment.decide', () => {
  const args = (over: object = {}) => ({ requestIds: ['u5-learner:c5-data'], decision: 'approve', message: 'Welcome aboard', at: now(), ...over });

  it('is refused to learners and teachers, with a reason, and changes nothing', async () => {
    for (const email of ['learner@demo.test', 'teacher@demo.test']) {
      const result = await send(email, 'enrolment.decide', args());
      expect(result).toMatchObject({ status: 'rejected' });
      expect(result.status === 'rejected' && result.reason).toMatch(/Only an administrator/);
    }
    expect((await enrolmentOf('u5-learner', 'c5-data'))?.status).toBe('requested');
  });

  it('is refused to an admin of another organisation, and a batch naming one unknown request changes nothing at all', async () => {
    expect(await send('admin@other.test', 'enrolment.decide', args())).toMatchObject({ status: 'rejected' });
    const mixed = await send('admin@demo.test', 'enrolment.decide', args({ requestIds: ['u5-learner:c5-data', 'u7-learner:c7-marine-biology'] }));
    expect(mixed.status === 'rejected' && mixed.reason).toMatch(/not in your organisation/);
    expect((await enrolmentOf('u5-learner', 'c5-data'))?.status).toBe('requested');
    expect(await auditOf('e-c5-data-u5-learner')).toEqual([]);
  });

  it('approves once with the message, audits it once, and the learner opens the course after the next pull', async () => {
    const cursor = (await pull(server, tokens['learner@demo.test']!, clients['learner@demo.test']!)).cursor;
    expect(await canOpen('c5-data')).toBe(false);
    const result = await send('admin@demo.test', 'enrolment.decide', args());
    expect(result.status).toBe('applied');
    // The same write sent again (a retry after a lost answer) is acknowledged, not applied again.
    const again = await push(server, tokens['admin@demo.test']!, clients['admin@demo.test']!, [result.mutation]);
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate' });
    expect(await enrolmentOf('u5-learner', 'c5-data')).toMatchObject({ status: 'active', decisionMessage: 'Welcome aboard', decidedBy: 'u5-admin' });
    const audit = await auditOf('e-c5-data-u5-learner');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'enrolment.approve', actorId: 'u5-admin', userId: 'u5-learner', before: { status: 'requested' }, after: { status: 'active' } });
    expect(await canOpen('c5-data')).toBe(true);
    const next = await pull(server, tokens['learner@demo.test']!, clients['learner@demo.test']!, cursor);
    expect(next.reset).toBe(true);
    expect(putIds(next, 'enrolments')).toContain('c5-data');
    expect(putIds(next, 'lessons').some((id) => id.startsWith('c5-data-'))).toBe(true);
    // The admin's device sees the decision and its message.
    const adminView = await pull(server, tokens['admin@demo.test']!, randomUUID());
    expect(adminView.changes.orgEnrolments!.put.find((row) => row.id === 'u5-learner:c5-data')).toMatchObject({ status: 'active', decisionMessage: 'Welcome aboard' });
  });

  it('rejects a waiting request; the learner asking again is told so with the message', async () => {
    await server.db.insert(enrolments).values({ id: 'e-c5-writing-u5-teacher', organisationId: '5', courseId: 'c5-writing', userId: 'u5-teacher', status: 'requested' });
    expect((await send('admin@demo.test', 'enrolment.decide', args({ requestIds: ['u5-teacher:c5-writing'], decision: 'reject', message: 'Full this term' }))).status).toBe('applied');
    expect(await enrolmentOf('u5-teacher', 'c5-writing')).toMatchObject({ status: 'rejected', decisionMessage: 'Full this term' });
    // Rejecting an active enrolment changes nothing: that is a removal, not a decision.
    expect((await send('admin@demo.test', 'enrolment.decide', args({ decision: 'reject' }))).status).toBe('applied');
    expect((await enrolmentOf('u5-learner', 'c5-data'))?.status).toBe('active');
    expect(await auditOf('e-c5-data-u5-learner')).toHaveLength(1);
  });
});

describe('enrolment.add', () => {
  it('enrols people directly, only people and courses of the organisation', async () => {
    expect((await send('admin@demo.test', 'enrolment.add', { courseId: 'c5-data', userIds: ['u5-kwame', 'u7-learner'], at: now() })).status).toBe('rejected');
    expect(await enrolmentOf('u5-kwame', 'c5-data')).toBeUndefined();
    expect((await send('admin@demo.test', 'enrolment.add', { courseId: 'c7-marine-biology', userIds: ['u5-kwame'], at: now() })).status).toBe('rejected');
    expect((await send('admin@demo.test', 'enrolment.add', { courseId: 'c5-data', userIds: ['u5-kwame'], at: now() })).status).toBe('applied');
    expect(await enrolmentOf('u5-kwame', 'c5-data')).toMatchObject({ status: 'active' });
    expect(await auditOf('e-c5-data-u5-kwame')).toMatchObject([{ action: 'enrolment.add', userId: 'u5-kwame' }]);
  });
});

describe('access.grant and access.revoke', () => {
  const grantOf = async (userId: string, courseId: string) =>
    (await server.db.select().from(courseAccess).where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId))))[0];

  it('refuses non-admins and an expiry in the past', async () => {
    const grant = { courseId: 'c5-first-aid', userIds: ['u5-priya'], expiresAt: null, at: now() };
    expect((await send('teacher@demo.test', 'access.grant', grant)).status).toBe('rejected');
    const past = await send('admin@demo.test', 'access.grant', { ...grant, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status === 'rejected' && past.reason).toMatch(/expiry date has passed/);
    expect(await grantOf('u5-priya', 'c5-first-aid')).toBeUndefined();
  });

  it('grants to a whole batch: every current member gets the course, audited per person with the batch', async () => {
    const members = await selectRows<{ userId: string }>(server.db, sql`select user_id as "userId" from batch_members where batch_id = 'b5-python-autumn'`);
    expect(members.length).toBeGreaterThan(0);
    expect((await send('admin@demo.test', 'access.grant', { courseId: 'c5-first-aid', userIds: [], batchId: 'b5-python-autumn', expiresAt: null, at: now() })).status).toBe('applied');
    for (const { userId } of members) expect(await grantOf(userId, 'c5-first-aid')).toMatchObject({ id: `a-c5-first-aid-${userId}`, grantedBy: 'u5-admin' });
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'grant'), eq(auditLog.batchId, 'b5-python-autumn')));
    expect(audit).toHaveLength(members.length);
  });

  it('an expired grant stops access on the server at once, and the learner device resets on its next pull', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await send('admin@demo.test', 'access.grant', { courseId: 'c5-writing', userIds: ['u5-learner'], expiresAt: inAnHour, at: now() })).status).toBe('applied');
    expect((await grantOf('u5-learner', 'c5-writing'))?.expiresAt?.toISOString()).toBe(inAnHour);
    expect(await canOpen('c5-writing')).toBe(true);
    const first = await pull(server, tokens['learner@demo.test']!, clients['learner@demo.test']!);
    // The hour passes (the clock of the database is what counts).
    await server.db.update(courseAccess).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(courseAccess.id, 'a-c5-writing-u5-learner'));
    expect(await canOpen('c5-writing')).toBe(false);
    const progress = await send('learner@demo.test', 'progress.set', progressArgs({ courseId: 'c5-writing', lessonId: 'c5-writing-m1-l1', at: now() }));
    expect(progress.status).toBe('rejected');
    const next = await pull(server, tokens['learner@demo.test']!, clients['learner@demo.test']!, first.cursor);
    expect(next.reset).toBe(true);
    expect(putIds(next, 'lessons').some((id) => id.startsWith('c5-writing-'))).toBe(false);
    // Once reset, the following pull is a delta again.
    expect((await pull(server, tokens['learner@demo.test']!, clients['learner@demo.test']!, next.cursor)).reset).toBe(false);
  });

  it('revokes: the grant is gone, audited with what it was, and a second revoke changes nothing', async () => {
    expect(await grantOf('u5-priya', 'c5-first-aid')).toBeDefined();
    expect((await send('admin@demo.test', 'access.revoke', { courseId: 'c5-first-aid', userIds: ['u5-priya'], at: now() })).status).toBe('applied');
    expect(await grantOf('u5-priya', 'c5-first-aid')).toBeUndefined();
    expect((await send('admin@demo.test', 'access.revoke', { courseId: 'c5-first-aid', userIds: ['u5-priya'], at: now() })).status).toBe('applied');
    expect(await auditOf('a-c5-first-aid-u5-priya')).toMatchObject([{ action: 'grant.create' }, { action: 'grant.revoke', after: null }]);
  });
});

describe('course.create, course.setStatus, course.duplicate', () => {
  const statusOf = async (id: string) => (await server.db.select({ status: courses.status, published: courses.published }).from(courses).where(eq(courses.id, id)))[0];

  it('creates a draft (admins only) that learners do not receive until it is published; archiving hides it again', async () => {
    const courseId = randomUUID();
    expect((await send('teacher@demo.test', 'course.create', { courseId, title: 'Not mine' })).status).toBe('rejected');
    expect((await send('admin@demo.test', 'course.create', { courseId, title: 'Budgeting basics' })).status).toBe('applied');
    expect(await statusOf(courseId)).toEqual({ status: 'draft', published: false });
    const learnerPull = () => pull(server, tokens['learner@demo.test']!, randomUUID());
    expect(putIds(await learnerPull(), 'courses')).not.toContain(courseId);
    expect((await send('admin@demo.test', 'course.setStatus', { courseId, from: 'draft', status: 'published' })).status).toBe('applied');
    expect(await statusOf(courseId)).toEqual({ status: 'published', published: true });
    expect((await learnerPull()).changes.courses!.put.find((c) => c.id === courseId)).toMatchObject({ status: 'published', published: true });
    expect((await send('admin@demo.test', 'course.setStatus', { courseId, from: 'published', status: 'archived' })).status).toBe('applied');
    expect(putIds(await learnerPull(), 'courses')).not.toContain(courseId);
    expect((await auditOf(courseId)).map((row) => row.action)).toEqual(['course.create', 'course.publish', 'course.archive']);
    // An admin who still saw it as a draft does not overwrite the archive.
    const stale = await send('admin@demo.test', 'course.setStatus', { courseId, from: 'draft', status: 'published' });
    expect(stale.status === 'rejected' && stale.reason).toMatch(/changed meanwhile: it is archived now/);
  });

  it('refuses a course of another organisation', async () => {
    const result = await send('admin@demo.test', 'course.setStatus', { courseId: 'c7-marine-biology', from: 'published', status: 'archived' });
    expect(result.status === 'rejected' && result.reason).toMatch(/no course c7-marine-biology in your organisation/);
    expect(await statusOf('c7-marine-biology')).toEqual({ status: 'published', published: true });
  });

  it('an older writer setting `published` keeps the status in step', async () => {
    await server.db.update(courses).set({ published: false }).where(eq(courses.id, 'c5-finance'));
    expect(await statusOf('c5-finance')).toEqual({ status: 'draft', published: false });
    await server.db.update(courses).set({ published: true }).where(eq(courses.id, 'c5-finance'));
    expect(await statusOf('c5-finance')).toEqual({ status: 'published', published: true });
  });

  it('duplicates a course as a draft with its modules and lessons', async () => {
    const courseId = randomUUID();
    expect((await send('admin@demo.test', 'course.duplicate', { sourceCourseId: 'c5-spreadsheets', courseId, title: 'Spreadsheets (copy)' })).status).toBe('applied');
    const count = async (table: string, id: string) =>
      (await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.raw(table)} where course_id = ${id}`))[0]!.n;
    expect(await statusOf(courseId)).toEqual({ status: 'draft', published: false });
    expect(await count('lessons', courseId)).toBe(await count('lessons', 'c5-spreadsheets'));
    expect(await count('course_modules', courseId)).toBe(await count('course_modules', 'c5-spreadsheets'));
    expect(await auditOf(courseId)).toMatchObject([{ action: 'course.duplicate', after: { copiedFrom: 'c5-spreadsheets' } }]);
  });
});

describe('GET /api/admin/activity-counts', () => {
  it('counts the organisation’s attempts and reviews per activity, for admins only', async () => {
    const get = (email: string, org: string) => server.app.request('/api/admin/activity-counts', { headers: authHeaders(tokens[email]!, org) });
    expect((await get('teacher@demo.test', '5')).status).toBe(403);
    const res = await get('admin@demo.test', '5');
    expect(res.status).toBe(200);
    const counts = (await res.json()) as { quizzes: Record<string, number>; exercises: Record<string, number>; decks: Record<string, number> };
    const [seeded] = await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from quiz_attempts where quiz_id = 'c5-spreadsheets-quiz'`);
    expect(counts.quizzes['c5-spreadsheets-quiz']).toBe(seeded!.n);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(Object.keys(counts.decks).every((id) => !id.startsWith('c7-'))).toBe(true);
    const other = (await (await get('admin@other.test', '7')).json()) as { quizzes: Record<string, number> };
    expect(other.quizzes).not.toHaveProperty('c5-spreadsheets-quiz');
  });
});
