/**
 * Batch administration (issue 17, item 2): create, edit, archive; the start date cannot move once
 * the batch runs; learners added, moved and removed; every change audited; organisation scope.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBatch, AuditRow, BatchMember } from '../../contract/people';
import { batchMembers } from '../../server/db/schema';
import { serverSuite } from './support/suite';
import { authHeaders, OTHER_ORG } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test', 'admin@other.test']);

function call(method: string, path: string, body?: unknown, token = suite.token('admin@demo.test'), org?: string) {
  return suite.server.app.request(path, { method, headers: authHeaders(token, org), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

describe('batches', () => {
  it('creates, edits and archives an upcoming batch, each change in its audit trail', async () => {
    const created = await call('POST', '/api/admin/manage/batches', {
      name: 'Finance – Spring 2099', courseId: 'c5-finance', teacherId: 'u5-teacher', startsOn: '2099-03-01', endsOn: '2099-06-30', enrolmentEndsOn: '2099-03-15',
    });
    expect(created.status).toBe(201);
    const batch = (await created.json()) as AdminBatch;
    expect(batch).toMatchObject({ courseTitle: expect.any(String), teacherName: 'Tomás Teacher', archived: false, studentCount: 0, enrolmentEndsOn: '2099-03-15' });
    const moved = await call('PATCH', `/api/admin/manage/batches/${batch.id}`, { startsOn: '2099-04-01', name: 'Finance – April 2099' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ startsOn: '2099-04-01', name: 'Finance – April 2099' });
    expect(await (await call('PATCH', `/api/admin/manage/batches/${batch.id}`, { archived: true })).json()).toMatchObject({ archived: true });
    const trail = (await (await call('GET', `/api/admin/audit?batchId=${batch.id}`)).json()) as AuditRow[];
    expect(trail.map((t) => t.action)).toEqual(['batch.archive', 'batch.update', 'batch.create']);
    expect(trail[1]).toMatchObject({ before: { startsOn: '2099-03-01' }, after: { startsOn: '2099-04-01' }, actorName: 'Ada Admin' });
  });

  it('refuses to move the start date of a running batch (409) but lets its end date change', async () => {
    const refused = await call('PATCH', '/api/admin/manage/batches/b5-python-autumn', { startsOn: '2026-10-01' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('start date cannot move');
    expect((await call('PATCH', '/api/admin/manage/batches/b5-python-autumn', { endsOn: '2026-12-19' })).status).toBe(200);
    expect((await call('PATCH', '/api/admin/manage/batches/b5-python-autumn', { startsOn: '2026-09-07' })).status).toBe(200);
  });

  it('refuses an end before the start, a taken name, a teacher who is not one, a course of another organisation', async () => {
    expect((await call('POST', '/api/admin/manage/batches', { name: 'Backwards', courseId: 'c5-finance', startsOn: '2099-05-01', endsOn: '2099-04-01' })).status).toBe(400);
    expect((await call('POST', '/api/admin/manage/batches', { name: 'Python – Autumn 2026', courseId: 'c5-python' })).status).toBe(409);
    expect((await call('POST', '/api/admin/manage/batches', { name: 'No teacher', courseId: 'c5-python', teacherId: 'u5-kwame' })).status).toBe(400);
    expect((await call('POST', '/api/admin/manage/batches', { name: 'Foreign', courseId: 'c7-marine-biology' })).status).toBe(404);
  });

  it('is admin only and scoped to the organisation', async () => {
    expect((await call('GET', '/api/admin/manage/batches', undefined, suite.token('teacher@demo.test'))).status).toBe(403);
    const other = (await (await call('GET', '/api/admin/manage/batches', undefined, suite.token('admin@other.test'), OTHER_ORG)).json()) as AdminBatch[];
    expect(other.map((b) => b.id)).toEqual(['b7-biology-2026']);
    expect((await call('PATCH', '/api/admin/manage/batches/b5-python-autumn', { name: 'Stolen' }, suite.token('admin@other.test'), OTHER_ORG)).status).toBe(404);
  });
});

describe('batch students', () => {
  it('adds, moves and removes a learner, audited on both batches', async () => {
    const added = await call('POST', '/api/admin/manage/batches/b5-python-autumn/members', { userId: 'u5-learner' });
    expect(added.status).toBe(201);
    const member = (await added.json()) as BatchMember;
    expect((await call('POST', '/api/admin/manage/batches/b5-python-autumn/members', { userId: 'u5-learner' })).status).toBe(409);
    expect((await call('POST', '/api/admin/manage/batches/b5-python-autumn/members', { userId: 'u5-teacher' })).status).toBe(400);

    expect((await call('POST', `/api/admin/batch-members/${member.id}/move`, { batchId: 'b5-spreadsheets-spring' })).status).toBe(409);
    const finance = (await (await call('POST', '/api/admin/manage/batches', { name: 'Finance – move target', courseId: 'c5-finance' })).json()) as AdminBatch;
    expect((await call('POST', `/api/admin/batch-members/${member.id}/move`, { batchId: finance.id })).status).toBe(200);
    const [row] = await suite.server.db.select().from(batchMembers).where(eq(batchMembers.id, member.id));
    expect(row?.batchId).toBe(finance.id);
    const pythonTrail = (await (await call('GET', '/api/admin/audit?batchId=b5-python-autumn')).json()) as AuditRow[];
    expect(pythonTrail.map((t) => t.action).slice(0, 2)).toEqual(['membership.move', 'membership.add']);
    expect(((await (await call('GET', `/api/admin/audit?batchId=${finance.id}`)).json()) as AuditRow[]).map((t) => t.action)).toContain('membership.move');

    expect((await call('DELETE', `/api/admin/batch-members/${member.id}`)).status).toBe(204);
    expect(await suite.server.db.select().from(batchMembers).where(eq(batchMembers.id, member.id))).toEqual([]);
    const personTrail = (await (await call('GET', '/api/admin/audit?userId=u5-learner')).json()) as AuditRow[];
    expect(personTrail.map((t) => t.action).slice(0, 3)).toEqual(['membership.remove', 'membership.move', 'membership.add']);
  });

  it('does not add learners to an archived batch', async () => {
    const batch = (await (await call('POST', '/api/admin/manage/batches', { name: 'Archived soon', courseId: 'c5-finance' })).json()) as AdminBatch;
    await call('PATCH', `/api/admin/manage/batches/${batch.id}`, { archived: true });
    expect((await call('POST', `/api/admin/manage/batches/${batch.id}/members`, { userId: 'u5-kwame' })).status).toBe(409);
  });
});
