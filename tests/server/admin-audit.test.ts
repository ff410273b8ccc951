/**
 * Every admin change writes its audit row (issue 47, item 3), table-driven over the admin's write
 * intents and the admin REST writes that remain, in order on one server (later rows use what earlier
 * ones made). Each row's change must succeed and leave exactly the audit actions it names.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
const clientId = randomUUID();
let nextId = 1;
const now = () => new Date().toISOString();
const made: Record<string, string> = {};
const memberId = randomUUID();
const deckId = randomUUID();
const deck = { title: 'Audited deck', description: '', courseId: null, notes: [{ id: 'n1', kind: 'basic', front: 'Front', back: 'Back', reversed: false, tags: [], guid: null }] };

beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn('admin@demo.test');
});
afterAll(() => server?.close());

async function intent(name: string, args: unknown) {
  const { body } = await push(server, admin, clientId, [{ id: nextId++, name, args }]);
  expect(body.results[0], name).toMatchObject({ status: 'applied' });
}

async function rest(method: string, path: string, body?: unknown) {
  const res = await server.app.request(path, { method, headers: authHeaders(admin), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  expect(res.status, `${method} ${path}: ${res.status === 204 ? '' : await res.clone().text()}`).toBeLessThan(300);
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
}

/** Each admin change, and the audit actions it must write. */
const changes: [string, () => Promise<unknown>, string[]][] = [
  ['intent access.grant', () => intent('access.grant', { courseId: 'c5-data', userIds: ['u5-priya'], expiresAt: null, at: now() }), ['grant.create']],
  ['intent access.revoke', () => intent('access.revoke', { courseId: 'c5-data', userIds: ['u5-priya'], at: now() }), ['grant.revoke']],
  ['intent enrolment.add', () => intent('enrolment.add', { courseId: 'c5-data', userIds: ['u5-kwame'], at: now() }), ['enrolment.add']],
  ['intent enrolment.decide', () => intent('enrolment.decide', { requestIds: ['u5-learner:c5-data'], decision: 'approve', message: 'Welcome', at: now() }), ['enrolment.approve']],
  ['intent course.create', () => intent('course.create', { courseId: (made.course = randomUUID()), title: 'Audited course' }), ['course.create']],
  ['intent course.duplicate', () => intent('course.duplicate', { sourceCourseId: 'c5-projects', courseId: randomUUID(), title: 'Audited copy' }), ['course.duplicate']],
  ['REST POST manage/batches', async () => (made.batch = String((await rest('POST', '/api/admin/manage/batches', { name: 'Audited batch', courseId: 'c5-finance' }))!.id)), ['batch.create']],
  ['REST PATCH manage/batches/:batchId', () => rest('PATCH', `/api/admin/manage/batches/${made.batch}`, { name: 'Audited batch, renamed' }), ['batch.update']],
  ['intent batchMember.add', () => intent('batchMember.add', { memberId, batchId: 'b5-python-autumn', userId: 'u5-kwame' }), ['membership.add']],
  ['intent batchMember.move', () => intent('batchMember.move', { memberId, fromBatchId: 'b5-python-autumn', toBatchId: made.batch }), ['membership.move', 'membership.move']],
  ['intent batchMember.remove', () => intent('batchMember.remove', { memberId }), ['membership.remove']],
  ['REST POST manage/batches/:batchId/members', async () => (made.member = String((await rest('POST', `/api/admin/manage/batches/${made.batch}/members`, { userId: 'u5-kwame' }))!.id)), ['membership.add']],
  ['REST POST batch-members/:enrollment/move', () => rest('POST', `/api/admin/batch-members/${made.member}/move`, { batchId: 'b5-python-autumn' }), ['membership.move', 'membership.move']],
  ['REST DELETE batch-members/:enrollment', () => rest('DELETE', `/api/admin/batch-members/${made.member}`), ['membership.remove']],
  ['REST POST invitations', () => rest('POST', '/api/admin/invitations', { email: 'audited@example.test', role: 'learner' }), ['invitation.create']],
  ['REST DELETE people/:userId', () => rest('DELETE', '/api/admin/people/u5-mei'), ['person.remove']],
  ['REST POST people/:userId/restore', () => rest('POST', '/api/admin/people/u5-mei/restore'), ['person.restore']],
  ['REST PATCH people/:userId', () => rest('PATCH', '/api/admin/people/u5-mei', { role: 'teacher' }), ['person.role']],
  ['REST POST decks/:deckId/publish', () => rest('POST', `/api/admin/decks/${deckId}/publish`, { baseVersion: null, content: deck }), ['deck.publish']],
  ['REST POST decks/:deckId/publish, the next version', () => rest('POST', `/api/admin/decks/${deckId}/publish`, { baseVersion: 1, content: { ...deck, title: 'Audited deck 2' } }), ['deck.publish']],
  ['REST PATCH organisation', () => rest('PATCH', '/api/admin/organisation', { name: 'Demo Academy, audited' }), ['organisation.update']],
];

it.each(changes.map(([name, run, actions]) => ({ name, run, actions })))('$name writes its audit row', async ({ run, actions }) => {
  // By id, not time: PostgreSQL keeps microseconds that a JS Date drops, so `at > last` also matched the row before.
  const before = new Set((await server.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
  await run();
  const rows = (await server.db.select().from(auditLog).where(eq(auditLog.organisationId, '5'))).filter((row) => !before.has(row.id));
  expect(rows.map((row) => row.action).sort()).toEqual([...actions].sort());
  expect(rows.every((row) => row.actorId === 'u5-admin')).toBe(true);
});

it('refuses a change whose text holds an unpaired surrogate (400 naming the field, nothing stored or audited, never a 500)', async () => {
  const before = (await server.db.select({ id: auditLog.id }).from(auditLog)).length;
  const res = await server.app.request('/api/admin/manage/batches', {
    method: 'POST',
    headers: authHeaders(admin),
    body: JSON.stringify({ name: 'Night \udfff batch', courseId: 'c5-python', teacherId: 'u5-teacher' }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'invalid-field', params: { field: 'name', problem: 'not-storable' } });
  expect((await server.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before);
});
