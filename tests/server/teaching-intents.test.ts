/**
 * Teaching intents (issue 16, item 4): `quizFeedback.give` and `quizExtension.grant`. Only a teacher
 * of a batch the learner is in (whose course has the quiz) or an admin may write them; each applies
 * once; the learner pulls only their own rows, the teacher their batches', and the learner's
 * `quiz.submit` honours the later due date.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { addStaffFixture, LEARNER_ATTEMPT, OUTSIDER_ATTEMPT, PRIYA_ATTEMPT } from './support/staff-fixture';
import { pull, push, putIds, type RawMutation } from './support/sync';
import { createTestServer, signIn, signUpNewUser, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const QUIZ = 'c5-spreadsheets-quiz';

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
  // Priya (a second learner of the teacher's batch) has no emulator account: give her a new one.
  const priya = await signUpNewUser();
  const uid = (JSON.parse(Buffer.from(priya.token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  await server.db.execute(sql`update users set firebase_uid = ${uid} where id = 'u5-priya'`);
  tokens['priya.sharma@demo.test'] = priya.token;
  await addStaffFixture(server);
});
afterAll(() => server?.close());

/** Pushes one mutation as `email` from a new device; returns its result. */
async function pushOne(email: string, name: string, args: unknown, org = '5', clientId = randomUUID(), id = 1) {
  const mutation: RawMutation = { id, name, args };
  const { status, body } = await push(server, tokens[email]!, clientId, [mutation], org);
  expect(status).toBe(200);
  return body.results[0]!;
}

const feedback = (attemptId: string, text = 'Check cell references: $A$1 keeps both parts fixed.') => ({ feedbackId: randomUUID(), attemptId, text });
const extension = (over: Partial<{ quizId: string; userId: string; dueAt: string | null; extraAttempts: number }> = {}) => ({
  extensionId: randomUUID(), quizId: QUIZ, userId: 'u5-learner', dueAt: null, extraAttempts: 1, ...over,
});
const countRows = async (table: 'quiz_feedback' | 'quiz_extensions', id: string) =>
  (await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`))[0]!.n;

describe('quizFeedback.give', () => {
  it("is applied for the teacher of the learner's batch and reaches the learner's pull, not another learner's", async () => {
    const args = feedback(LEARNER_ATTEMPT);
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', args)).toMatchObject({ status: 'applied' });
    const learner = await pull(server, tokens['learner@demo.test']!, randomUUID());
    expect(learner.changes.quizFeedback!.put.find((f) => f.id === args.feedbackId))
      .toMatchObject({ attemptId: LEARNER_ATTEMPT, quizId: QUIZ, userId: 'u5-learner', authorId: 'u5-teacher', text: args.text });
    const priya = await pull(server, tokens['priya.sharma@demo.test']!, randomUUID());
    expect(putIds(priya, 'quizFeedback')).not.toContain(args.feedbackId);
    const teacher = await pull(server, tokens['teacher@demo.test']!, randomUUID());
    expect(putIds(teacher, 'quizFeedback')).toContain(args.feedbackId);
  });

  it('applies a replay once: the same mutation again is a duplicate, the same feedback id from another device adds nothing', async () => {
    const args = feedback(PRIYA_ATTEMPT);
    const clientId = randomUUID();
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', args, '5', clientId, 1)).toMatchObject({ status: 'applied' });
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', args, '5', clientId, 1)).toMatchObject({ status: 'duplicate' });
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', args)).toMatchObject({ status: 'applied' });
    expect(await countRows('quiz_feedback', args.feedbackId)).toBe(1);
  });

  it("refuses another teacher, a learner and another organisation's admin; accepts this organisation's admin", async () => {
    // The outsider is in the second teacher's batch, not the demo teacher's.
    const outsider = feedback(OUTSIDER_ATTEMPT);
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', outsider)).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/Only a teacher/) });
    expect(await pushOne('learner@demo.test', 'quizFeedback.give', feedback(LEARNER_ATTEMPT))).toMatchObject({ status: 'rejected' });
    expect(await pushOne('admin@other.test', 'quizFeedback.give', feedback(LEARNER_ATTEMPT), '7')).toMatchObject({ status: 'rejected' });
    expect(await countRows('quiz_feedback', outsider.feedbackId)).toBe(0);
    expect(await pushOne('admin@demo.test', 'quizFeedback.give', feedback(OUTSIDER_ATTEMPT))).toMatchObject({ status: 'applied' });
  });

  it('refuses empty and over-long text before it reaches the database', async () => {
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', feedback(LEARNER_ATTEMPT, '   '))).toMatchObject({ status: 'rejected' });
    expect(await pushOne('teacher@demo.test', 'quizFeedback.give', feedback(LEARNER_ATTEMPT, 'x'.repeat(4001)))).toMatchObject({ status: 'rejected' });
  });
});

describe('quizExtension.grant', () => {
  const attempt = (at: Date) => ({
    attemptId: randomUUID(), quizId: QUIZ, answers: [{ qstnId: `${QUIZ}-q1`, answer: '=$A$1*2' }],
    startedAt: new Date(at.getTime() - 60_000).toISOString(), submittedAt: at.toISOString(),
  });

  it("moves the learner's deadline: an attempt refused as late is graded after the grant, once", async () => {
    await server.db.execute(sql`update quizzes set due_at = now() - interval '1 hour' where id = ${QUIZ}`);
    try {
      const late = await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date()));
      expect(late).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/deadline/) });

      const dueAt = new Date(Date.now() + 86_400_000).toISOString();
      const grant = extension({ dueAt, extraAttempts: 0 });
      const teacherDevice = randomUUID();
      expect(await pushOne('teacher@demo.test', 'quizExtension.grant', grant, '5', teacherDevice, 1)).toMatchObject({ status: 'applied' });
      expect(await pushOne('teacher@demo.test', 'quizExtension.grant', grant, '5', teacherDevice, 1)).toMatchObject({ status: 'duplicate' });
      expect(await pushOne('teacher@demo.test', 'quizExtension.grant', grant)).toMatchObject({ status: 'applied' });
      expect(await countRows('quiz_extensions', grant.extensionId)).toBe(1);

      const learner = await pull(server, tokens['learner@demo.test']!, randomUUID());
      expect(learner.changes.quizExtensions!.put.find((e) => e.id === grant.extensionId))
        .toMatchObject({ quizId: QUIZ, userId: 'u5-learner', extraAttempts: 0, grantedBy: 'u5-teacher' });
      expect(Date.parse(String(learner.changes.quizExtensions!.put.find((e) => e.id === grant.extensionId)!.dueAt))).toBe(Date.parse(dueAt));
      expect(putIds(await pull(server, tokens['priya.sharma@demo.test']!, randomUUID()), 'quizExtensions')).not.toContain(grant.extensionId);

      expect(await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date()))).toMatchObject({ status: 'applied' });
      // Priya has no extension: the quiz's own deadline still holds for her.
      expect(await pushOne('priya.sharma@demo.test', 'quiz.submit', attempt(new Date()))).toMatchObject({ status: 'rejected' });
      // A due date not later than the learner's current one is refused.
      expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ dueAt: new Date(Date.now() + 3_600_000).toISOString(), extraAttempts: 0 })))
        .toMatchObject({ status: 'rejected', reason: expect.stringMatching(/later/) });
    } finally {
      await server.db.execute(sql`update quizzes set due_at = null where id = ${QUIZ}`);
    }
  });

  it('adds attempts: the quiz allows as many as its limit plus the extensions, and the server refuses one more', async () => {
    const made = (await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from quiz_attempts where quiz_id = ${QUIZ} and user_id = 'u5-learner'`))[0]!.n;
    const extra = (await selectRows<{ n: number }>(server.db, sql`select coalesce(sum(extra_attempts), 0)::int as n from quiz_extensions where quiz_id = ${QUIZ} and user_id = 'u5-learner'`))[0]!.n;
    // One attempt left, counting the extensions earlier tests granted.
    await server.db.execute(sql`update quizzes set attempts_allowed = ${made + 1 - extra} where id = ${QUIZ}`);
    try {
      expect(await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date()))).toMatchObject({ status: 'applied' });
      expect(await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date())))
        .toMatchObject({ status: 'rejected', reason: expect.stringMatching(/you have used them all/) });
      expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ extraAttempts: 1 }))).toMatchObject({ status: 'applied' });
      expect(await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date()))).toMatchObject({ status: 'applied' });
      expect(await pushOne('learner@demo.test', 'quiz.submit', attempt(new Date()))).toMatchObject({ status: 'rejected' });
    } finally {
      await server.db.execute(sql`update quizzes set attempts_allowed = null where id = ${QUIZ}`);
    }
  });

  it('refuses another teacher, a learner, an empty grant and out-of-range attempts', async () => {
    expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ userId: 'u5-outsider' }))).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/Only a teacher/) });
    expect(await pushOne('learner@demo.test', 'quizExtension.grant', extension())).toMatchObject({ status: 'rejected' });
    expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ extraAttempts: 0 }))).toMatchObject({ status: 'rejected' });
    expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ extraAttempts: 6 }))).toMatchObject({ status: 'rejected' });
    expect(await pushOne('teacher@demo.test', 'quizExtension.grant', extension({ dueAt: '2300-01-01T00:00:00Z' }))).toMatchObject({ status: 'rejected' });
  });

  it("never sends a teacher extensions or feedback of learners outside their batches", async () => {
    const grant = extension({ userId: 'u5-outsider', extraAttempts: 2 });
    expect(await pushOne('admin@demo.test', 'quizExtension.grant', grant)).toMatchObject({ status: 'applied' });
    const teacher = await pull(server, tokens['teacher@demo.test']!, randomUUID());
    expect(JSON.stringify(teacher.changes.quizExtensions ?? {})).not.toMatch(/u5-outsider/);
    expect(JSON.stringify(teacher.changes.quizFeedback ?? {})).not.toMatch(/u5-outsider/);
    const admin = await pull(server, tokens['admin@demo.test']!, randomUUID());
    expect(putIds(admin, 'quizExtensions')).toContain(grant.extensionId);
    const other = await pull(server, tokens['admin@other.test']!, randomUUID(), undefined, '7');
    expect(other.changes.quizExtensions?.put ?? []).toEqual([]);
  });
});
