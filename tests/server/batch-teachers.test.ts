/**
 * One or more teachers per batch (issue 17, item 2): an admin gives a batch a second teacher, who then
 * receives the batch and its learners in their pull and may do what the lead may (read a learner's
 * batch enrolment, edit the course); a teacher of no batch receives and may none of it. Taking the
 * teacher off the batch takes it away again, and every change is in the batch's audit trail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBatch, AuditRow } from '../../contract/people';
import { batchMembers, batchTeachers, users } from '../../server/db/schema';
import { pull, putIds } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders, signUpNewUser } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test']);
const second = { token: '', id: '' };
const idle = { token: '', id: '' };

function call(method: string, path: string, token: string, body?: unknown) {
  return suite.server.app.request(path, { method, headers: authHeaders(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, suite.token('admin@demo.test'), body);

/** A new person of the demo organisation (self sign-up), made a teacher by the admin. */
async function newTeacher(into: { token: string; id: string }) {
  const { token, email } = await signUpNewUser();
  expect((await call('GET', '/api/users/me', token)).status).toBe(200);
  const [row] = await suite.server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  expect((await asAdmin('PATCH', `/api/admin/people/${row!.id}`, { role: 'teacher' })).status).toBe(204);
  Object.assign(into, { token, id: row!.id });
}

beforeAll(async () => {
  await newTeacher(second);
  await newTeacher(idle);
});

async function pulled(token: string) {
  const answer = await pull(suite.server, token, randomUUID());
  return { batches: putIds(answer, 'batches'), members: putIds(answer, 'batchMembers'), people: putIds(answer, 'people') };
}

describe('a batch with two teachers', () => {
  it('a batch’s lead teacher is one of its teachers (kept so by migration 0020’s trigger)', async () => {
    const rows = await suite.server.db.select().from(batchTeachers).where(eq(batchTeachers.batchId, 'b5-python-autumn'));
    expect(rows.map((r) => r.userId)).toEqual(['u5-teacher']);
  });

  it('a teacher of no batch receives no batch, no learners and may not open the course or an enrolment', async () => {
    const mine = await pulled(idle.token);
    expect(mine.batches).toEqual([]);
    expect(mine.members).toEqual([]);
    expect(mine.people).toEqual([]);
    expect((await call('GET', '/api/edit-course/c5-python', idle.token)).status).toBe(403);
  });

  it('an admin adds a second teacher: it lists both, the lead first, and audits the change', async () => {
    const res = await asAdmin('PATCH', '/api/admin/manage/batches/b5-python-autumn', { teacherIds: ['u5-teacher', second.id] });
    expect(res.status).toBe(200);
    const batch = (await res.json()) as AdminBatch;
    expect(batch).toMatchObject({ teacherId: 'u5-teacher', teacherName: 'Tomás Teacher', teacherIds: ['u5-teacher', second.id] });
    expect(batch.teacherNames).toHaveLength(2);
    const trail = (await (await asAdmin('GET', '/api/admin/audit?batchId=b5-python-autumn')).json()) as AuditRow[];
    expect(trail[0]).toMatchObject({ action: 'batch.update', before: { teacherIds: ['u5-teacher'] }, after: { teacherIds: expect.arrayContaining(['u5-teacher', second.id]) } });
  });

  it('the second teacher receives the batch and its learners, and may do what the lead may', async () => {
    const learners = await suite.server.db.select().from(batchMembers).where(eq(batchMembers.batchId, 'b5-python-autumn'));
    expect(learners.length).toBeGreaterThan(0);
    const theirs = await pulled(second.token);
    expect(theirs.batches).toEqual(['b5-python-autumn']);
    expect(theirs.members.sort()).toEqual(learners.map((m) => m.id).sort());
    expect(theirs.people).toEqual(expect.arrayContaining(learners.map((m) => m.userId)));
    expect((await call('GET', `/api/batch-students/${learners[0]!.id}`, second.token)).status).toBe(200);
    expect((await call('GET', '/api/edit-course/c5-python', second.token)).status).toBe(200);
    const listed = (await (await call('GET', '/api/teacher/batches', second.token)).json()) as { id: string }[];
    expect(listed.map((b) => b.id)).toEqual(['b5-python-autumn']);
    // The lead keeps the batch.
    expect((await pulled(suite.token('teacher@demo.test'))).batches).toContain('b5-python-autumn');
    // The teacher of no batch still gets none of it.
    expect((await pulled(idle.token)).batches).toEqual([]);
    expect((await call('GET', `/api/batch-students/${learners[0]!.id}`, idle.token)).status).toBe(404);
  });

  it('refuses a person who is not a teacher, and taking the second teacher off takes the batch away', async () => {
    expect((await asAdmin('PATCH', '/api/admin/manage/batches/b5-python-autumn', { teacherIds: ['u5-teacher', 'u5-kwame'] })).status).toBe(400);
    const res = await asAdmin('PATCH', '/api/admin/manage/batches/b5-python-autumn', { teacherIds: ['u5-teacher'] });
    expect(await res.json()).toMatchObject({ teacherIds: ['u5-teacher'] });
    expect((await pulled(second.token)).batches).toEqual([]);
    expect((await call('GET', '/api/edit-course/c5-python', second.token)).status).toBe(403);
  });
});
