/**
 * Access rules for courses (issue 6 §8), through REST (`GET /api/courses`, `GET /api/courses/{course}`)
 * and sync (pull, `enrolment.request`): a learner never receives the lessons of a course they may
 * not open, another organisation is never visible, a request-mode course gives a pending enrolment,
 * an open one an active enrolment, a closed one a refusal with a reason.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDetailsSchema, type CourseDetails } from '../../contract/api';
import { selectRows } from '../../server/db/rows';
import { pull, push, putIds } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'admin@demo.test', 'teacher@demo.test', 'learner@other.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

async function get(path: string, email = 'learner@demo.test', org = '5') {
  const res = await server.app.request(path, { headers: authHeaders(tokens[email]!, org) });
  return { status: res.status, text: await res.text() };
}

async function details(course: string, email = 'learner@demo.test'): Promise<CourseDetails> {
  const { status, text } = await get(`/api/courses/${course}`, email);
  expect(status, text).toBe(200);
  return courseDetailsSchema.parse(JSON.parse(text));
}

const lessonIds = (course: CourseDetails) => course.modules.flatMap((m) => m.lessons.map((l) => l.id));
const learnerPull = () => pull(server, tokens['learner@demo.test']!, randomUUID());
let nextId = 1;
const learnerClient = randomUUID();
async function enrol(courseId: string) {
  const { body } = await push(server, tokens['learner@demo.test']!, learnerClient, [{ id: nextId++, name: 'enrolment.request', args: { courseId, at: '2026-11-22T10:00:00Z' } }]);
  return body.results[0]!;
}

describe('GET /api/courses/{course}', () => {
  it('gives a learner the outline of an open course, modules and lessons in order, without lesson content', async () => {
    const course = await details('c5-spreadsheets');
    expect(course).toMatchObject({ id: 'c5-spreadsheets', enrolmentMode: 'open', canOpen: true });
    expect(course.modules.map((m) => m.position)).toEqual([...course.modules.map((m) => m.position)].sort((a, b) => a - b));
    expect(lessonIds(course).length).toBe(course.lessonCount);
    expect(JSON.stringify(course)).not.toMatch(/"content"|mediaUrl/);
  });

  it('gives a learner no lesson of a course that needs access they do not have, only its description', async () => {
    const { text } = await get('/api/courses/c5-data');
    const course = courseDetailsSchema.parse(JSON.parse(text));
    expect(course).toMatchObject({ id: 'c5-data', enrolmentMode: 'request', canOpen: false, modules: [] });
    expect(course.description.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/c5-data-m\d/);
    // Staff open every course of their organisation.
    expect(lessonIds(await details('c5-data', 'admin@demo.test')).length).toBeGreaterThan(0);
    expect(lessonIds(await details('c5-data', 'teacher@demo.test')).length).toBeGreaterThan(0);
  });

  it('opens a request-mode course to a learner who was granted access', async () => {
    expect(await details('c5-writing')).toMatchObject({ enrolmentMode: 'request', canOpen: true });
    expect(lessonIds(await details('c5-writing')).length).toBeGreaterThan(0);
  });

  it('answers 404 for a draft to a learner, 200 to an admin', async () => {
    expect((await get('/api/courses/c5-projects')).status).toBe(404);
    expect((await get('/api/courses/c5-projects', 'admin@demo.test')).status).toBe(200);
  });

  it("never shows another organisation's course, to a learner or an admin", async () => {
    for (const email of ['learner@demo.test', 'admin@demo.test']) {
      const { status, text } = await get('/api/courses/c7-marine-biology', email);
      expect(status).toBe(404);
      // The same answer as for an id that exists nowhere (the id is only echoed back).
      const nowhere = await get('/api/courses/c7-nowhere', email);
      expect(text.replace(/"requestId":"[^"]*"/, '').replaceAll('marine-biology', 'nowhere')).toBe(nowhere.text.replace(/"requestId":"[^"]*"/, ''));
      expect(text).not.toMatch(/Marine/);
    }
    expect((await get('/api/courses')).text).not.toMatch(/c7-|Marine|c5-projects/);
  });

  it('refuses a learner of another organisation (403) and bad ids (400)', async () => {
    expect((await get('/api/courses/c5-spreadsheets', 'learner@other.test', '5')).status).toBe(403);
    expect((await get('/api/courses/bad%20id')).status).toBe(400);
    const res = await server.app.request('/api/courses/c5-spreadsheets');
    expect(res.status).toBe(401);
  });
});

describe('REST and pull agree on what a learner may open', () => {
  it('pulls lessons and modules exactly of the courses REST says the learner may open', async () => {
    const catalogue = JSON.parse((await get('/api/courses')).text) as { id: string }[];
    const openable = new Set<string>();
    for (const { id } of catalogue) if ((await details(id)).canOpen) openable.add(id);
    const answer = await learnerPull();
    expect(new Set(answer.changes.lessons!.put.map((l) => l.courseId))).toEqual(openable);
    expect(new Set(answer.changes.modules!.put.map((m) => m.courseId))).toEqual(openable);
    expect(openable.has('c5-data')).toBe(false);
    expect(putIds(answer, 'courses').sort()).toEqual(catalogue.map((c) => c.id).sort());
  });

  it('pulls nothing of Demo Academy for a learner of another organisation', async () => {
    const answer = await pull(server, tokens['learner@other.test']!, randomUUID(), undefined, '7');
    expect(JSON.stringify(answer)).not.toMatch(/c5-|u5-|Spreadsheet/);
  });
});

describe('enrolment.request', () => {
  it('request mode: records a pending enrolment; the lessons stay closed until an admin grants access', async () => {
    await server.db.execute(sql`delete from enrolments where course_id = 'c5-data' and user_id = 'u5-learner'`);
    expect(await enrol('c5-data')).toMatchObject({ status: 'applied' });
    const [row] = await selectRows<{ status: string }>(server.db, sql`select status from enrolments where course_id = 'c5-data' and user_id = 'u5-learner'`);
    expect(row?.status).toBe('requested');
    let answer = await learnerPull();
    expect(answer.changes.enrolments!.put).toContainEqual(expect.objectContaining({ id: 'c5-data', status: 'pending' }));
    expect(answer.changes.lessons!.put.some((l) => l.courseId === 'c5-data')).toBe(false);
    expect((await details('c5-data')).canOpen).toBe(false);
    // An administrator grants access: REST and pull open the course.
    await server.db.execute(sql`insert into course_access (id, organisation_id, course_id, user_id, granted_by) values ('a-test', '5', 'c5-data', 'u5-learner', 'u5-admin')`);
    expect((await details('c5-data')).canOpen).toBe(true);
    answer = await learnerPull();
    expect(answer.changes.lessons!.put.some((l) => l.courseId === 'c5-data')).toBe(true);
  });

  it('open mode: enrols at once (active, assigned)', async () => {
    expect(await enrol('c5-first-aid')).toMatchObject({ status: 'applied' });
    const answer = await learnerPull();
    expect(answer.changes.enrolments!.put).toContainEqual(expect.objectContaining({ id: 'c5-first-aid', status: 'active' }));
    expect(answer.changes.courses!.put).toContainEqual(expect.objectContaining({ id: 'c5-first-aid', assigned: true }));
  });

  it('closed mode: refused with a reason, and nothing recorded', async () => {
    await server.db.execute(sql`update courses set enrolment_mode = 'closed' where id = 'c5-python'`);
    expect(await enrol('c5-python')).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/not taking new learners/) });
    const rows = await selectRows(server.db, sql`select 1 from enrolments where course_id = 'c5-python' and user_id = 'u5-learner'`);
    expect(rows).toHaveLength(0);
    expect(await details('c5-python')).toMatchObject({ canOpen: false, modules: [] });
  });

  it("refuses another organisation's course as if it did not exist", async () => {
    expect(await enrol('c7-marine-biology')).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/no course c7-marine-biology/) });
  });
});
