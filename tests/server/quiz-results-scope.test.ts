/**
 * What the quiz-results screens pull (issue 16 item 5, issue 17 item 7): a teacher's device receives
 * the graded attempts of their batches' members in those batches' courses only, and the questions
 * of those quizzes (item analysis needs them); an admin's every attempt of the organisation, paged,
 * and nothing of another organisation.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberQuizKeyRowSchema, memberQuizResultRowSchema } from '../../contract/staff';
import { selectRows } from '../../server/db/rows';
import { pullAllPages } from './support/paged-pull';
import { addStaffFixture, MEI_SPREADSHEETS_ATTEMPT, OUTSIDER_ATTEMPT } from './support/staff-fixture';
import { pull, putIds, attemptIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
  await addStaffFixture(server);
});
afterAll(() => server?.close());

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe("a teacher's quiz results", () => {
  it("hold exactly the attempts of their batches' members at quizzes of those batches' courses", async () => {
    const answer = await pull(server, tokens['teacher@demo.test']!, randomUUID());
    const expected = await selectRows<{ id: string }>(server.db, sql`
      select distinct a.id from quiz_attempts a join quizzes q on q.id = a.quiz_id
        join batches b on b.course_id = q.course_id and b.teacher_id = 'u5-teacher'
        join batch_members m on m.batch_id = b.id and m.user_id = a.user_id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(attemptIds(answer))).toEqual(sorted(expected.map((row) => row.id)));
    // Another teacher's learner, and the teacher's own learner at a quiz of a course they do not teach her in.
    expect(attemptIds(answer)).not.toContain(OUTSIDER_ATTEMPT);
    expect(attemptIds(answer)).not.toContain(MEI_SPREADSHEETS_ATTEMPT);
  });

  it('hold the questions of every quiz those attempts are at', async () => {
    const answer = await pull(server, tokens['teacher@demo.test']!, randomUUID());
    const quizIds = new Set(memberQuizResultRowSchema.array().parse(answer.changes.memberQuizResults!.put).flatMap((row) => row.attempts.map((attempt) => attempt.quizId)));
    const questionQuizzes = new Set(answer.changes.quizQuestions!.put.map((row) => row.quizId as string));
    for (const quizId of quizIds) expect(questionQuizzes.has(quizId)).toBe(true);
  });
});

describe("an admin's quiz results", () => {
  it('hold every attempt of the organisation but their own, in pages', async () => {
    const mine = randomUUID();
    await server.db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at)
      values (${mine}, '5', 'c5-spreadsheets-quiz', 'u5-admin', '[]', 0, 3, false, now(), now())`);
    const pages = await pullAllPages(server, tokens['admin@demo.test']!, randomUUID());
    const ids = pages.flatMap((page) => attemptIds(page));
    const expected = await selectRows<{ id: string }>(server.db, sql`select id from quiz_attempts where organisation_id = '5' and user_id <> 'u5-admin'`);
    expect(sorted(ids)).toEqual(sorted(expected.map((row) => row.id)));
    expect(ids).toContain(OUTSIDER_ATTEMPT);
    expect(ids).not.toContain(mine);
  });

  it('receive a new attempt in the next delta pull, and nothing of another organisation', async () => {
    const clientId = randomUUID();
    const first = await pull(server, tokens['admin@demo.test']!, clientId);
    const attempt = randomUUID();
    await server.db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at)
      values (${attempt}, '5', 'c5-python-quiz', 'u5-kwame', '[]', 1, 4, false, now(), now())`);
    const next = await pull(server, tokens['admin@demo.test']!, clientId, first.cursor);
    expect(next.reset).toBe(false);
    // The learner's row, whole, with the new attempt.
    expect(putIds(next, 'memberQuizResults')).toEqual(['u5-kwame']);
    expect(attemptIds(next)).toContain(attempt);
    expect(attemptIds(next).length).toBe(Number((await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from quiz_attempts where user_id = 'u5-kwame'`))[0]!.n));
    // The quiz did not change: its key is not sent again.
    expect(putIds(next, 'memberQuizKeys')).toEqual([]);
    const other = await pull(server, tokens['admin@other.test']!, randomUUID(), undefined, '7');
    expect(JSON.stringify(other.changes.memberQuizResults ?? {})).not.toMatch(/u5-|c5-/);
  });
});

describe('the keys of quiz versions', () => {
  it("are sent again, in a delta, when one of the quiz's questions changes, and the attempts read against them", async () => {
    const clientId = randomUUID();
    const first = await pull(server, tokens['teacher@demo.test']!, clientId);
    const rows = memberQuizResultRowSchema.array().parse(first.changes.memberQuizResults!.put);
    const attempt = rows.flatMap((row) => row.attempts).find((a) => a.quizId === 'c5-python-quiz')!;
    const keyId = `c5-python-quiz@${attempt.version}`;
    const key = memberQuizKeyRowSchema.parse(first.changes.memberQuizKeys!.put.find((row) => row.id === keyId));
    // The compact answers line up with the key's questions.
    expect(key.questions.length).toBe(attempt.given.length);
    expect(attempt.right.length).toBe(key.questions.length);
    const changed = key.questions[0]!.id;
    await server.db.execute(sql`update quiz_questions set points = 5 where id = ${changed}`);
    const next = await pull(server, tokens['teacher@demo.test']!, clientId, first.cursor);
    expect(next.reset).toBe(false);
    const resent = memberQuizKeyRowSchema.parse(next.changes.memberQuizKeys!.put.find((row) => row.id === keyId));
    expect(resent.questions.find((q) => q.id === changed)!.points).toBe(5);
    // Nothing of the other organisation's quizzes.
    const other = await pull(server, tokens['admin@other.test']!, randomUUID(), undefined, '7');
    expect(JSON.stringify(other.changes.memberQuizKeys ?? {})).not.toMatch(/c5-/);
  });
});
