/**
 * Role-scoped pull (issue 14, item 3): a teacher receives only the batches they teach, their members
 * and those members' activity in the batches' courses; an admin the organisation's management rows;
 * a learner exactly what the learner pull held before the staff tables existed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePullResponse, syncTables, type PullResponse, type SyncTableName } from '../../contract/sync';
import { learnerRecordSchema, memberQuizResultRowSchema } from '../../contract/staff';
import { receives, syncedTables } from '../../contract/tables';
import { draftsTable } from '../../contract/tables/drafts';
import { staffTables } from '../../contract/tables/staff';
import { selectRows } from '../../server/db/rows';
import { classroomBatches, classroomLearners } from '../../server/seed/demo-classroom';
import { pullAllPages } from './support/paged-pull';
import {
  addStaffFixture, FOREIGN, LEARNER_ATTEMPT, MEI_SPREADSHEETS_ATTEMPT, OUTSIDER_ATTEMPT, OUTSIDER_EXERCISE_ATTEMPT, OUTSIDER_REVIEW,
  PRIYA_ATTEMPT, PRIYA_EXERCISE_ATTEMPT,
} from './support/staff-fixture';
import { progressArgs, pull, push, putIds, attemptIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
let teacherAnswer: PullResponse;
let adminAnswer: PullResponse;

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
  await addStaffFixture(server);
  // The demo learner's device has pushed and pulled: the teacher sees when.
  const learnerClient = randomUUID();
  await push(server, tokens['learner@demo.test']!, learnerClient, [{ id: 1, name: 'progress.set', args: progressArgs() }]);
  await pull(server, tokens['learner@demo.test']!, learnerClient);
  teacherAnswer = await pull(server, tokens['teacher@demo.test']!, randomUUID());
  adminAnswer = await pull(server, tokens['admin@demo.test']!, randomUUID());
});
afterAll(() => server?.close());

const sorted = (ids: string[]) => [...ids].sort();
/** The demo classroom (server/seed/demo-classroom.ts) is the demo teacher's too; these tests look past its rows. */
const classroomIds = new Set(classroomLearners.map((u) => u.id));
const outsideClassroom = (answer: PullResponse, table: SyncTableName) =>
  answer.changes[table]!.put.filter((row) => !classroomIds.has(String(row.userId ?? row.id))).map((row) => row.id as string);
/** The attempts in `memberQuizResults` (one row per learner and quiz) of learners outside the demo classroom. */
const attemptsOutsideClassroom = (answer: PullResponse) => memberQuizResultRowSchema.array().parse(answer.changes.memberQuizResults!.put)
  .filter((row) => !classroomIds.has(row.userId)).flatMap((row) => row.attempts.map((attempt) => attempt.id));

function expectContract(answer: PullResponse) {
  const parsed = parsePullResponse(answer);
  for (const [name, changes] of Object.entries(parsed.changes)) {
    for (const row of changes.put) syncTables[name as SyncTableName].parse(row);
  }
}

describe('teacher scope', () => {
  it('answers every staff row in its contract schema', () => {
    expectContract(teacherAnswer);
    expectContract(adminAnswer);
  });

  it('holds the members of the batches the teacher teaches, with name, email and photo', () => {
    expect(sorted(outsideClassroom(teacherAnswer, 'people'))).toEqual(['u5-kwame', 'u5-learner', 'u5-mei', 'u5-priya']);
    expect(putIds(teacherAnswer, 'people')).toEqual(expect.arrayContaining([...classroomIds]));
    expect(teacherAnswer.changes.people!.put.find((p) => p.id === 'u5-priya'))
      .toMatchObject({ name: 'Priya Sharma', email: 'priya.sharma@demo.test', photoUrl: null, role: 'learner' });
  });

  it("holds the members' graded attempts in the batches' courses, compact, with the key once per quiz version", async () => {
    expect(sorted(attemptsOutsideClassroom(teacherAnswer))).toEqual(sorted([LEARNER_ATTEMPT, PRIYA_ATTEMPT]));
    const rows = memberQuizResultRowSchema.array().parse(teacherAnswer.changes.memberQuizResults!.put);
    // One row per learner, holding that learner's attempts.
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const priyaRow = rows.find((r) => r.attempts.some((attempt) => attempt.id === PRIYA_ATTEMPT))!;
    expect(priyaRow).toMatchObject({ id: 'u5-priya', userId: 'u5-priya' });
    const priya = priyaRow.attempts.find((attempt) => attempt.id === PRIYA_ATTEMPT)!;
    expect(priya).toMatchObject({ quizId: 'c5-spreadsheets-quiz', score: 1, passed: false, version: 1 });
    expect(priya).not.toHaveProperty('answers');
    // One right answer of three, in the order of the key's questions.
    expect(priya.given).toHaveLength(3);
    expect(priya.right).toMatch(/^[01]{3}$/);
    expect([...priya.right].filter((bit) => bit === '1')).toHaveLength(1);
    expect(priya.earned.reduce((sum, points) => sum + points, 0)).toBe(1);
    const keys = teacherAnswer.changes.memberQuizKeys!.put;
    const key = keys.find((k) => k.id === 'c5-spreadsheets-quiz@1') as { questions: { id: string; correctAnswer: string[] }[] } | undefined;
    expect(key?.questions).toHaveLength(3);
    expect(key!.questions.every((q) => q.correctAnswer.length > 0)).toBe(true);
    // Every quiz of the courses of the batches the teacher teaches, and no other.
    const taught = await selectRows<{ id: string }>(server.db, sql`select q.id from quizzes q where q.course_id in
      (select b.course_id from batches b join batch_teachers bt on bt.batch_id = b.id join users u on u.id = bt.user_id where u.email = 'teacher@demo.test')`);
    expect(taught.length).toBeGreaterThan(0);
    expect(sorted([...new Set(keys.map((k) => k.quizId as string))])).toEqual(sorted(taught.map((q) => q.id)));
    expect(new Set(keys.map((k) => k.id)).size).toBe(keys.length);
  });

  it("holds the members' exercise attempts and flashcard reviews", () => {
    expect(sorted(outsideClassroom(teacherAnswer, 'memberExerciseAttempts'))).toEqual(sorted(['1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', PRIYA_EXERCISE_ATTEMPT]));
    const reviews = outsideClassroom(teacherAnswer, 'memberReviews');
    expect(reviews).toHaveLength(3);
    expect(teacherAnswer.changes.memberReviews!.put.filter((r) => reviews.includes(r.id as string)).every((r) => r.userId === 'u5-learner')).toBe(true);
  });

  it("says when each member's device last pulled and pushed, when the server knows", () => {
    const devices = teacherAnswer.changes.memberDevices!.put;
    expect(devices.map((d) => d.id)).toEqual(['u5-learner']);
    expect(devices[0]).toMatchObject({ lastPulledAt: expect.any(String), lastPushedAt: expect.any(String) });
  });

  it("never receives rows outside the teacher's batches: another teacher's batch, another course, another organisation", () => {
    expect(JSON.stringify(teacherAnswer)).not.toMatch(FOREIGN);
    // Mei is the teacher's learner in Python; her Spreadsheets attempt is outside the teacher's batches.
    expect(JSON.stringify(teacherAnswer)).not.toContain(MEI_SPREADSHEETS_ATTEMPT);
    expect(attemptIds(teacherAnswer)).not.toContain(OUTSIDER_ATTEMPT);
    expect(teacherAnswer.changes).not.toHaveProperty('memberships');
    expect(teacherAnswer.changes).not.toHaveProperty('orgEnrolments');
    expect(teacherAnswer.changes).not.toHaveProperty('accessGrants');
  });
});

describe('admin scope', () => {
  it("holds every person of the organisation with their role, and every batch with its teacher", async () => {
    const users = await selectRows<{ id: string }>(server.db, sql`select id from users where organisation_id = '5'`);
    expect(sorted(putIds(adminAnswer, 'people'))).toEqual(sorted(users.map((u) => u.id)));
    expect(adminAnswer.changes.people!.put.find((p) => p.id === 'u5-teacher2')).toMatchObject({ role: 'teacher', name: 'Second Teacher' });
    expect(sorted(putIds(adminAnswer, 'batches'))).toEqual(sorted(['b5-python-autumn', 'b5-spreadsheets-other', 'b5-spreadsheets-spring', ...classroomBatches.map((b) => b.id)]));
    expect(adminAnswer.changes.batches!.put.find((b) => b.id === 'b5-spreadsheets-other')).toMatchObject({ teacherName: 'Second Teacher' });
  });

  it('holds every membership, enrolment (every status) and access grant of the organisation', async () => {
    const members = await selectRows<{ id: string }>(server.db, sql`select id from batch_members where organisation_id = '5'`);
    expect(sorted(putIds(adminAnswer, 'memberships'))).toEqual(sorted(members.map((m) => m.id)));
    const enrolments = await selectRows<{ id: string }>(server.db, sql`select user_id || ':' || course_id as id from enrolments where organisation_id = '5'`);
    expect(sorted(putIds(adminAnswer, 'orgEnrolments'))).toEqual(sorted(enrolments.map((e) => e.id)));
    expect(adminAnswer.changes.orgEnrolments!.put.find((e) => e.id === 'u5-learner:c5-data')).toMatchObject({ status: 'requested' });
    expect(putIds(adminAnswer, 'accessGrants')).toEqual(['a-c5-writing-u5-learner']);
  });

  it('reads one learner\'s full record on demand, only in the admin\'s organisation', async () => {
    const headers = (token: string, org: string) => ({ authorization: `Bearer ${token}`, 'X-organisation-id': org });
    const res = await server.app.request('/api/admin/learners/u5-outsider/record', { headers: headers(tokens['admin@demo.test']!, '5') });
    expect(res.status).toBe(200);
    const record = learnerRecordSchema.parse(await res.json());
    expect(record.person.id).toBe('u5-outsider');
    expect(record.quizResults.flatMap((r) => r.attempts.map((attempt) => attempt.id))).toEqual([OUTSIDER_ATTEMPT]);
    // With the key of that attempt's quiz version, and no other.
    const [attempt] = record.quizResults.flatMap((r) => r.attempts);
    expect(record.quizResults.map((r) => r.id)).toEqual(['u5-outsider']);
    expect(record.quizKeys.map((k) => k.id)).toEqual([`${attempt!.quizId}@${attempt!.version}`]);
    expect(record.exerciseAttempts.map((r) => r.id)).toEqual([OUTSIDER_EXERCISE_ATTEMPT]);
    expect(record.reviews.map((r) => r.id)).toEqual([OUTSIDER_REVIEW]);
    const other = await server.app.request('/api/admin/learners/u5-outsider/record', { headers: headers(tokens['admin@other.test']!, '7') });
    expect(other.status).toBe(404);
    const teacher = await server.app.request('/api/admin/learners/u5-outsider/record', { headers: headers(tokens['teacher@demo.test']!, '5') });
    expect(teacher.status).toBe(403);
  });

  it("holds nothing of another organisation, and the other organisation's admin nothing of this one", async () => {
    expect(JSON.stringify(adminAnswer)).not.toMatch(/c7-|u7-|b7-|Riverside|Marine/);
    const other = await pull(server, tokens['admin@other.test']!, randomUUID(), undefined, '7');
    expect(JSON.stringify(other)).not.toMatch(/c5-|u5-|b5-|Spreadsheet|Demo Academy/);
    expect(putIds(other, 'people').length).toBeGreaterThan(0);
  });

  it("holds every graded quiz attempt of the organisation (quiz results), but not the members' other activity (read on demand)", () => {
    expect(sorted(attemptsOutsideClassroom(adminAnswer))).toEqual(sorted([LEARNER_ATTEMPT, PRIYA_ATTEMPT, OUTSIDER_ATTEMPT, MEI_SPREADSHEETS_ATTEMPT]));
    expect(adminAnswer.changes).not.toHaveProperty('memberExerciseAttempts');
    expect(adminAnswer.changes).not.toHaveProperty('memberDevices');
  });
});

/**
 * The learner pull of the demo seed, table by table (rows put, rows deleted), as it was before the
 * staff tables: the learner's answer must not grow (it lost the two teacher-only tables it used to
 * name with no rows, batchMembers and studentProgress: a table out of scope is not named).
 */
/**
 * What the demo seed holds for its learner, in the tables that have any (every other table the
 * learner receives answers empty): so a new table the learner receives needs no entry here.
 */
const SEEDED_FOR_LEARNER: Partial<Record<SyncTableName, number>> = {
  courses: 6, modules: 10, lessons: 28, progress: 3, enrolments: 3, batches: 1,
  quizzes: 5, quizQuestions: 13, quizResults: 1, exercises: 3,
  exerciseAttempts: 1, decks: 3, cards: 13, reviews: 3, rooms: 2, conversations: 1, messages: 8,
};

/** The learner's whole pull, per table `[put, del]`: exactly the declared tables a learner receives (no staff table). */
const LEARNER_PULL = Object.fromEntries(
  syncedTables.filter((table) => receives(table, 'learner')).map((table) => [table.name, [SEEDED_FOR_LEARNER[table.name] ?? 0, 0]]),
);

describe('learner scope', () => {
  it('is exactly the learner pull of before: the same tables and row counts, no staff table', async () => {
    // A fresh learner with no pushes, so the seed alone decides the answer.
    const answer = await pull(server, tokens['learner@demo.test']!, randomUUID());
    const counts = Object.fromEntries(Object.entries(answer.changes).map(([name, c]) => [name, [c.put.length, c.del.length]]));
    // (The push of beforeAll merged into a section the seed already has.)
    expect(counts).toEqual(LEARNER_PULL);
    // The declarations themselves keep the staff tables and the drafts from a learner.
    for (const table of [...staffTables, draftsTable]) expect(counts).not.toHaveProperty(table.name);
    expect(Object.keys(answer).sort()).toEqual(['changes', 'cursor', 'lastMutationId', 'reset']);
    expect(JSON.stringify(answer)).not.toMatch(FOREIGN);
  });

  it('is one page when asked for pages', async () => {
    const pages = await pullAllPages(server, tokens['learner@demo.test']!, randomUUID());
    expect(pages).toHaveLength(1);
    expect(pages[0]!.more).toBeUndefined();
    expect(Object.keys(pages[0]!.changes).sort()).toEqual(Object.keys(LEARNER_PULL).sort());
  });
});
