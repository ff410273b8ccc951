/**
 * Bulk CSV import (issue 17, item 3): the dry run writes nothing and names each bad row's error;
 * apply is one idempotent operation; undo restores the exact previous state of people,
 * invitations and batch memberships.
 */
import { asc, eq } from 'drizzle-orm';
import { auditLog, batchMembers, invitations, users } from '../../server/db/schema';
import { describe, expect, it } from 'vitest';
import type { ImportPlan, ImportResult, ImportRow } from '../../contract/people-import';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test']);

function call(method: string, path: string, body?: unknown, token = suite.token('admin@demo.test')) {
  return suite.server.app.request(path, { method, headers: authHeaders(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

const row = (email: string, name = '', role = '', batch = ''): ImportRow => ({ email, name, role, batch });

const rows: ImportRow[] = [
  row('new.person@example.test', 'New Person', 'learner', 'Python – Autumn 2026'),
  row('kwame.mensah@demo.test', 'Kwame A. Mensah', '', 'Python – Autumn 2026'),
  row('priya.sharma@demo.test', 'Priya Sharma', 'learner', 'b5-python-autumn'),
  row('not an email', 'Bad'),
  row('new.person@example.test', 'Again'),
  row('x@example.test', '', '', 'No such batch'),
  row('y@example.test', '', 'owner'),
  row('mei.chen@demo.test', '', 'teacher'),
];

/** Everything an import may change, as comparable rows. */
async function organisationState() {
  const { db } = suite.server;
  const people = await db.select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role, removedAt: users.removedAt })
    .from(users).where(eq(users.organisationId, '5')).orderBy(asc(users.id));
  const pending = await db.select({ id: invitations.id, email: invitations.email, displayName: invitations.displayName, role: invitations.role, batchId: invitations.batchId })
    .from(invitations).where(eq(invitations.organisationId, '5')).orderBy(asc(invitations.id));
  const members = await db.select({ id: batchMembers.id, batchId: batchMembers.batchId, userId: batchMembers.userId })
    .from(batchMembers).where(eq(batchMembers.organisationId, '5')).orderBy(asc(batchMembers.id));
  return { people, invitations: pending, members };
}

describe('bulk import', () => {
  it('previews what will change and each bad row in words, without writing', async () => {
    const before = await organisationState();
    const res = await call('POST', '/api/admin/imports/preview', { importId: crypto.randomUUID(), rows });
    expect(res.status).toBe(200);
    const plan = (await res.json()) as ImportPlan;
    expect(plan.summary).toEqual({ added: 1, updated: 2, unchanged: 1, errors: 4 });
    const byLine = new Map(plan.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ outcome: 'added', changes: ['invited as learner to Python – Autumn 2026'] });
    expect(byLine.get(3)).toMatchObject({ outcome: 'updated', changes: ['name → Kwame A. Mensah', 'joins Python – Autumn 2026'] });
    expect(byLine.get(4)).toMatchObject({ outcome: 'unchanged' });
    expect(byLine.get(5)?.error).toBe('Bad email: "not an email" is not an email address.');
    expect(byLine.get(6)?.error).toBe('Duplicate row: new.person@example.test is already on line 2.');
    expect(byLine.get(7)?.error).toBe('Unknown batch: "No such batch".');
    expect(byLine.get(8)?.error).toContain('Unknown role');
    expect(byLine.get(9)).toMatchObject({ outcome: 'updated', changes: ['role learner → teacher'] });
    expect(await organisationState()).toEqual(before);
  });

  it('applies as one idempotent operation and undo restores the exact previous state', async () => {
    const before = await organisationState();
    const importId = crypto.randomUUID();
    const applied = (await (await call('POST', '/api/admin/imports', { importId, rows })).json()) as ImportResult;
    expect(applied).toMatchObject({ status: 'applied', summary: { added: 1, updated: 2, unchanged: 1, errors: 4 } });
    const after = await organisationState();
    expect(after).not.toEqual(before);
    expect(after.invitations).toContainEqual(expect.objectContaining({ email: 'new.person@example.test', role: 'learner', batchId: 'b5-python-autumn' }));
    expect(after.people).toContainEqual(expect.objectContaining({ id: 'u5-mei', role: 'teacher' }));
    expect(after.members).toContainEqual(expect.objectContaining({ batchId: 'b5-python-autumn', userId: 'u5-kwame' }));

    const again = (await (await call('POST', '/api/admin/imports', { importId, rows })).json()) as ImportResult;
    expect(again).toMatchObject({ status: 'applied', summary: applied.summary, rows: [] });
    expect(await organisationState()).toEqual(after);

    const undone = await call('POST', `/api/admin/imports/${importId}/undo`);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({ status: 'undone' });
    expect(await organisationState()).toEqual(before);
    expect((await call('POST', `/api/admin/imports/${importId}/undo`)).status).toBe(200);
    expect(await organisationState()).toEqual(before);
    expect((await call('POST', '/api/admin/imports', { importId, rows })).status).toBe(200);
    expect(await organisationState()).toEqual(before);

    const trail = await suite.server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, importId)).orderBy(asc(auditLog.at));
    expect(trail.map((r) => r.action)).toEqual(['import.apply', 'import.undo']);
  });

  it('is admin only and refuses a malformed request with 400', async () => {
    expect((await call('POST', '/api/admin/imports', { importId: crypto.randomUUID(), rows }, suite.token('teacher@demo.test'))).status).toBe(403);
    expect((await call('POST', '/api/admin/imports', { importId: 'nope', rows })).status).toBe(400);
    expect((await call('POST', '/api/admin/imports', { importId: crypto.randomUUID(), rows: [] })).status).toBe(400);
    expect((await call('POST', `/api/admin/imports/${crypto.randomUUID()}/undo`)).status).toBe(404);
  });
});
