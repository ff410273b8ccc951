/**
 * People and invitations (issue 17, item 1) through the real app and Auth Emulator tokens: an
 * invited email joins with the invited role and batch on first sign-in; removal is refused at
 * once; only admins of the organisation manage people; the open sign-up setting.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, batchMembers, users } from '../../server/db/schema';
import { serverSuite } from './support/suite';
import { authHeaders, OTHER_ORG, signUpNewUser, verifyEmail } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test', 'admin@other.test', 'learner@demo.test']);

function call(token: string, method: string, path: string, body?: unknown, org?: string) {
  return suite.server.app.request(path, { method, headers: authHeaders(token, org), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

describe('invitations', () => {
  it('an invited email joins with the invited role on first sign-in, and a learner joins the invited batch', async () => {
    const admin = suite.token('admin@demo.test');
    const teacher = await signUpNewUser();
    const learner = await signUpNewUser();
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: teacher.email.toUpperCase(), role: 'teacher', displayName: 'New Teacher' })).status).toBe(201);
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: learner.email, role: 'learner', batchId: 'b5-python-autumn' })).status).toBe(201);

    // An unverified address cannot pick up a staff invitation (anyone can make a password account for any email).
    const unverified = await call(teacher.token, 'GET', '/api/users/me');
    expect(unverified.status).toBe(403);
    expect(await unverified.text()).toMatch(/verified email/);
    const me = await call(await verifyEmail(teacher.email), 'GET', '/api/users/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: teacher.email, role: 'teacher', organisationId: '5' });
    const learnerMe = (await (await call(learner.token, 'GET', '/api/users/me')).json()) as { id: string; role: string };
    expect(learnerMe.role).toBe('learner');
    const memberships = await suite.server.db.select().from(batchMembers).where(eq(batchMembers.userId, learnerMe.id));
    expect(memberships.map((m) => m.batchId)).toEqual(['b5-python-autumn']);

    const people = (await (await call(admin, 'GET', '/api/admin/people')).json()) as { email: string; status: string; role: string }[];
    expect(people.find((p) => p.email === teacher.email)).toMatchObject({ status: 'member', role: 'teacher' });
    const audit = await suite.server.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.create'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('without an invitation, the open sign-up setting decides: off refuses a new account with 403', async () => {
    const admin = suite.token('admin@demo.test');
    expect((await call(admin, 'PATCH', '/api/admin/organisation', { selfSignUp: false })).status).toBe(200);
    const stranger = await signUpNewUser();
    expect((await call(stranger.token, 'GET', '/api/users/me')).status).toBe(403);
    const invited = await signUpNewUser();
    await call(admin, 'POST', '/api/admin/invitations', { email: invited.email, role: 'learner' });
    expect((await call(invited.token, 'GET', '/api/users/me')).status).toBe(200);
    expect((await call(admin, 'PATCH', '/api/admin/organisation', { selfSignUp: true })).status).toBe(200);
    expect((await call(stranger.token, 'GET', '/api/users/me')).status).toBe(200);
  });

  it('refuses to invite an existing member, a bad email, or a batch of another organisation', async () => {
    const admin = suite.token('admin@demo.test');
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: 'learner@demo.test', role: 'learner' })).status).toBe(409);
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: 'not-an-email', role: 'learner' })).status).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/invitations', { email: 'x@example.test', role: 'learner', batchId: 'b7-biology-2026' })).status).toBe(404);
  });

  it('only admins of the organisation manage people', async () => {
    expect((await call(suite.token('teacher@demo.test'), 'POST', '/api/admin/invitations', { email: 'y@example.test', role: 'admin' })).status).toBe(403);
    expect((await call(suite.token('admin@other.test'), 'PATCH', '/api/admin/people/u5-kwame', { role: 'admin' }, OTHER_ORG)).status).toBe(404);
    expect((await call(suite.token('admin@other.test'), 'GET', '/api/admin/people', undefined, '5')).status).toBe(403);
  });
});

describe('role change and removal', () => {
  it('a role change applies to the next request, and a removed person is refused at once with their rows kept', async () => {
    const admin = suite.token('admin@demo.test');
    const learner = suite.token('learner@demo.test');
    expect((await call(learner, 'GET', '/api/admin/people')).status).toBe(403);
    expect((await call(admin, 'PATCH', '/api/admin/people/u5-learner', { role: 'teacher' })).status).toBe(204);
    expect(await (await call(learner, 'GET', '/api/users/me')).json()).toMatchObject({ role: 'teacher' });
    expect((await call(admin, 'PATCH', '/api/admin/people/u5-learner', { role: 'learner' })).status).toBe(204);

    expect((await call(learner, 'GET', '/api/users/me')).status).toBe(200);
    expect((await call(admin, 'DELETE', '/api/admin/people/u5-learner')).status).toBe(204);
    const refused = await call(learner, 'GET', '/api/sync/pull?clientId=' + crypto.randomUUID());
    expect(refused.status).toBe(403);
    const [kept] = await suite.server.db.select().from(users).where(eq(users.id, 'u5-learner'));
    expect(kept?.removedAt).toBeInstanceOf(Date);
    expect(await suite.server.db.select().from(batchMembers).where(eq(batchMembers.userId, 'u5-learner'))).not.toEqual([]);

    expect((await call(admin, 'POST', '/api/admin/people/u5-learner/restore')).status).toBe(204);
    expect((await call(learner, 'GET', '/api/users/me')).status).toBe(200);
    const trail = await suite.server.db.select({ action: auditLog.action }).from(auditLog)
      .where(and(eq(auditLog.userId, 'u5-learner'), eq(auditLog.organisationId, '5')));
    expect(trail.map((t) => t.action).sort()).toEqual(['person.remove', 'person.restore', 'person.role', 'person.role']);
  });

  it('an admin cannot remove themselves', async () => {
    expect((await call(suite.token('admin@demo.test'), 'DELETE', '/api/admin/people/u5-admin')).status).toBe(400);
  });

  it('a removal shows in the audit trail of the person', async () => {
    const admin = suite.token('admin@demo.test');
    expect((await call(admin, 'DELETE', '/api/admin/people/u5-mei')).status).toBe(204);
    const audit = await call(admin, 'GET', '/api/admin/audit?userId=u5-mei');
    expect(((await audit.json()) as { action: string }[]).map((a) => a.action)).toContain('person.remove');
    expect((await call(admin, 'POST', '/api/admin/people/u5-mei/restore')).status).toBe(204);
  });
});
