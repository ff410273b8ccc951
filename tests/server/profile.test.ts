/** PATCH /api/users/me (the name and photo saved on /update-profile) and GET /api/admin/enrolment-requests. */
import { describe, expect, it } from 'vitest';
import { parseCurrentUser, problemSchema } from '../../contract/api';
import { enrolmentRequestSchema } from '../../contract/staff-home';
import { serverSuite } from './support/suite';
import { authHeaders, createTestServer, signIn } from './support/test-server';

const suite = serverSuite(['learner@demo.test', 'admin@demo.test', 'teacher@demo.test']);

const patchMe = (email: string, body: unknown) =>
  suite.server.app.request('/api/users/me', {
    method: 'PATCH',
    headers: { ...authHeaders(suite.token(email)), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const getMe = async (email: string) =>
  parseCurrentUser(await (await suite.server.app.request('/api/users/me', { headers: authHeaders(suite.token(email)) })).json());

describe('PATCH /api/users/me', () => {
  it('keeps the new name and an empty photo in the caller’s own row, and GET /users/me answers them', async () => {
    const res = await patchMe('learner@demo.test', { displayName: '  Lena Learner-Rao ', photoURL: null });
    expect(res.status).toBe(200);
    expect(parseCurrentUser(await res.json())).toMatchObject({ id: 'u5-learner', displayName: 'Lena Learner-Rao', photoURL: null, role: 'learner' });
    expect(await getMe('learner@demo.test')).toMatchObject({ displayName: 'Lena Learner-Rao', photoURL: null });
    // Nobody else's row changed.
    expect((await getMe('admin@demo.test')).displayName).toBe('Ada Admin');
  });

  it('keeps an https photo address', async () => {
    const res = await patchMe('learner@demo.test', { displayName: 'Lena', photoURL: 'https://example.test/me.png' });
    expect(res.status).toBe(200);
    expect(await getMe('learner@demo.test')).toMatchObject({ displayName: 'Lena', photoURL: 'https://example.test/me.png' });
  });

  it.each([
    ['an empty name', { displayName: '   ', photoURL: null }],
    ['a name past 80 characters', { displayName: 'x'.repeat(81), photoURL: null }],
    ['a photo that is not https', { displayName: 'Lena', photoURL: 'javascript:alert(1)' }],
    ['a photo address past 2048 characters', { displayName: 'Lena', photoURL: `https://e.test/${'a'.repeat(2048)}` }],
    ['another field (role)', { displayName: 'Lena', photoURL: null, role: 'admin' }],
    ['a missing photo field', { displayName: 'Lena' }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await patchMe('learner@demo.test', body);
    expect(res.status).toBe(400);
    problemSchema.parse(await res.json());
    expect((await getMe('learner@demo.test')).role).toBe('learner');
  });

  it('answers 401 without a token', async () => {
    const res = await suite.server.app.request('/api/users/me', { method: 'PATCH', body: '{}', headers: { 'content-type': 'application/json', 'x-organisation-id': '5' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/admin/enrolment-requests', () => {
  it('answers the organisation’s requested enrolments to an admin', async () => {
    const res = await suite.server.app.request('/api/admin/enrolment-requests', { headers: authHeaders(suite.token('admin@demo.test')) });
    expect(res.status).toBe(200);
    const requests = enrolmentRequestSchema.array().parse(await res.json());
    expect(requests).toContainEqual(expect.objectContaining({ id: 'e-c5-data-u5-learner', courseId: 'c5-data', userId: 'u5-learner', email: 'learner@demo.test' }));
    expect(requests.every((r) => r.id !== 'e-c5-finance-u5-learner')).toBe(true); // active, not a request
  });

  it.each(['learner@demo.test', 'teacher@demo.test'])('answers 403 to %s', async (email) => {
    const res = await suite.server.app.request('/api/admin/enrolment-requests', { headers: authHeaders(suite.token(email)) });
    expect(res.status).toBe(403);
  });
});

describe('PATCH /api/users/me with the caller cache on (as in production)', () => {
  it('answers the new name on the very next GET /users/me, not the cached caller', async () => {
    const server = await createTestServer({ limits: { callerCacheMs: 60_000 } });
    try {
      const token = await signIn('teacher@demo.test');
      const me = async () => parseCurrentUser(await (await server.app.request('/api/users/me', { headers: authHeaders(token) })).json());
      const before = await me();
      const saved = await server.app.request('/api/users/me', {
        method: 'PATCH',
        headers: authHeaders(token),
        body: JSON.stringify({ displayName: `${before.displayName} Cached`, photoURL: null }),
      });
      expect(saved.status).toBe(200);
      expect((await me()).displayName).toBe(`${before.displayName} Cached`);
    } finally {
      await server.close();
    }
  });
});
