/**
 * Pull: scoped by organisation, role and access; deltas from a server cursor; deletions as
 * tombstones; a reset for a missing, unknown or too-old cursor and after an access change.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePullResponse, syncTables, type SyncTableName } from '../../contract/sync';
import { pruneTombstones } from '../../server/sync/pull';
import { progressArgs, pull, push, putIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const client = { learner: randomUUID(), teacher: randomUUID(), other: randomUUID() };

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'learner@other.test']) tokens[email] = await signIn(email);
  // Another learner of the same batch has progress the demo learner must never receive.
  await server.db.execute(sql`insert into lesson_progress (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed)
    values ('p-priya', '5', 'u5-priya', 'c5-spreadsheets', 'c5-spreadsheets-m2-l2', 0, 80, true)`);
});
afterAll(() => server?.close());

const learner = (cursor?: string) => pull(server, tokens['learner@demo.test']!, client.learner, cursor);
const teacher = (cursor?: string) => pull(server, tokens['teacher@demo.test']!, client.teacher, cursor);

describe('GET /api/sync/pull scoping', () => {
  it('answers the contract, every row in its table schema', async () => {
    const answer = parsePullResponse(await learner());
    expect(answer.reset).toBe(true);
    for (const [name, changes] of Object.entries(answer.changes)) {
      for (const row of changes.put) syncTables[name as SyncTableName].parse(row);
    }
  });

  it("never gives a learner another learner's progress", async () => {
    const answer = await learner();
    expect(putIds(answer, 'progress')).not.toContain('c5-spreadsheets-m2-l2:0');
    expect(putIds(answer, 'progress')).toEqual(expect.arrayContaining(['c5-spreadsheets-m1-l1:0', 'c5-spreadsheets-m1-l2:1']));
    // Chat names the senders of messages in shared rooms (by design); nothing else names classmates.
    const { messages: _messages, ...rest } = answer.changes;
    expect(JSON.stringify(rest)).not.toMatch(/u5-priya|Priya|u5-kwame/);
    expect(putIds(answer, 'batchMembers')).toEqual([]);
    expect(putIds(answer, 'studentProgress')).toEqual([]);
  });

  it("never sends one organisation's rows to another", async () => {
    expect(JSON.stringify(await learner())).not.toMatch(/c7-|u7-|b7-|Riverside|Marine|Estuar/);
    const other = await pull(server, tokens['learner@other.test']!, client.other, undefined, '7');
    expect(JSON.stringify(other)).not.toMatch(/c5-|u5-|b5-|Spreadsheet|Demo Academy/);
    expect(putIds(other, 'lessons').length).toBeGreaterThan(0);
  });

  it('sends lessons and modules only of courses the learner may open', async () => {
    const answer = await learner();
    const lessonCourses = new Set(answer.changes.lessons!.put.map((l) => l.courseId));
    // c5-data needs access (only requested), c5-projects is a draft; c5-writing needs access and has it.
    expect(lessonCourses.has('c5-data')).toBe(false);
    expect(lessonCourses.has('c5-projects')).toBe(false);
    expect(lessonCourses.has('c5-writing')).toBe(true);
    expect(new Set(answer.changes.modules!.put.map((m) => m.courseId)).has('c5-data')).toBe(false);
    expect(putIds(answer, 'courses')).not.toContain('c5-projects');
    expect(answer.changes.courses!.put.find((c) => c.id === 'c5-data')).toMatchObject({ assigned: false, enrolmentMode: 'request' });
    expect(answer.changes.enrolments!.put).toContainEqual(expect.objectContaining({ id: 'c5-data', status: 'pending' }));
  });

  it("gives a teacher their batches' members with a summary and their students' progress", async () => {
    const answer = await teacher();
    // The demo classroom's two batches (server/seed/demo-classroom.ts) are the demo teacher's too.
    expect(putIds(answer, 'batches').sort()).toEqual(['b5-data-autumn', 'b5-python-autumn', 'b5-python-weekend', 'b5-spreadsheets-spring']);
    expect(answer.changes.batchMembers!.put.find((m) => m.id === 'b5-spreadsheets-spring-u5-priya'))
      .toMatchObject({ name: 'Priya Sharma', completedSections: 1, courseId: 'c5-spreadsheets' });
    expect(putIds(answer, 'studentProgress')).toContain('u5-priya:c5-spreadsheets-m2-l2:0');
    expect(putIds(answer, 'progress')).toEqual([]);
  });
});

describe('GET /api/sync/pull deltas', () => {
  it('answers only what changed since the cursor', async () => {
    const full = await learner();
    const quiet = await learner(full.cursor);
    expect(quiet.reset).toBe(false);
    expect(Object.values(quiet.changes).every((t) => t.put.length === 0 && t.del.length === 0)).toBe(true);
    await push(server, tokens['learner@demo.test']!, client.learner, [{ id: 1, name: 'progress.set', args: progressArgs({ section: 2, progress: 50 }) }]);
    const delta = await learner(full.cursor);
    expect(delta.lastMutationId).toBe(1);
    expect(putIds(delta, 'progress')).toEqual(['c5-spreadsheets-m1-l2:2']);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(full.cursor));
  });

  it('lists a deleted lesson (and the progress that went with it) in del', async () => {
    const before = await learner();
    const teacherBefore = await teacher();
    await server.db.execute(sql`delete from lessons where id = 'c5-spreadsheets-m2-l2'`);
    const after = await learner(before.cursor);
    expect(after.reset).toBe(false);
    expect(after.changes.lessons!.del).toEqual(['c5-spreadsheets-m2-l2']);
    expect(after.changes.progress!.del).toEqual([]);
    const teacherAfter = await teacher(teacherBefore.cursor);
    expect(teacherAfter.changes.studentProgress!.del).toEqual(['u5-priya:c5-spreadsheets-m2-l2:0']);
    await server.db.execute(sql`delete from lesson_progress where user_id = 'u5-learner' and lesson_id = 'c5-spreadsheets-m1-l1'`);
    expect((await learner(after.cursor)).changes.progress!.del).toEqual(['c5-spreadsheets-m1-l1:0']);
  });

  it('resets on a missing, unknown or too-old cursor', async () => {
    const { cursor } = await learner();
    expect((await learner()).reset).toBe(true);
    expect((await learner(String(Number(cursor) + 1000))).reset).toBe(true);
    expect((await learner('99999999999999999999')).reset).toBe(true);
    await server.db.execute(sql`update lessons set title = title where id = 'c5-finance-m1-l1'`);
    await pruneTombstones(server.db, '5', Number(cursor) + 1);
    const old = await learner(cursor);
    expect(old.reset).toBe(true);
    expect(putIds(old, 'lessons').length).toBeGreaterThan(10);
  });

  it('resets when what the learner may open changes, and then sends the newly opened course', async () => {
    const { cursor } = await learner();
    await server.db.execute(sql`insert into course_access (id, organisation_id, course_id, user_id) values ('a-test', '5', 'c5-data', 'u5-learner')`);
    const answer = await learner(cursor);
    expect(answer.reset).toBe(true);
    expect(answer.changes.lessons!.put.some((l) => l.courseId === 'c5-data')).toBe(true);
    await server.db.execute(sql`delete from course_access where id = 'a-test'`);
    const revoked = await learner(answer.cursor);
    expect(revoked.reset).toBe(true);
    expect(revoked.changes.lessons!.put.some((l) => l.courseId === 'c5-data')).toBe(false);
  });

  it('answers 400 to a cursor that is not a number', async () => {
    const res = await server.app.request(`/api/sync/pull?clientId=${client.learner}&cursor=abc`, { headers: { authorization: `Bearer ${tokens['learner@demo.test']}`, 'x-organisation-id': '5' } });
    expect(res.status).toBe(400);
  });
});
