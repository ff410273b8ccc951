/**
 * API keys (issue 54): an admin makes a key with scopes and sees it once; the key is accepted as
 * `Authorization: Bearer` only on the routes its scopes open (403 elsewhere), a key of organisation
 * 5 sees nothing of 7, a revoked key is refused at the next request, only its hash is stored, every
 * change is audited, and bad keys count as failed sign-ins.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated, ApiKeyRow, ApiKeyScope } from '../../contract/api-keys';
import { selectRows } from '../../server/db/rows';
import { authHeaders, createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({ limits: { ...UNTHROTTLED, failedAuth: { max: 5, windowMs: 60_000 } } });
  tokens.admin = await signIn('admin@demo.test');
  tokens.otherAdmin = await signIn('admin@other.test');
  tokens.learner = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

async function makeKey(scopes: ApiKeyScope[], token = tokens.admin!, org = '5'): Promise<ApiKeyCreated> {
  const res = await server.app.request('/api/admin/api-keys', { method: 'POST', headers: authHeaders(token, org), body: JSON.stringify({ name: `Key ${scopes.join(' ')}`, scopes }) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ApiKeyCreated;
}

const withKey = (key: string, path: string, init: RequestInit = {}) =>
  server.app.request(path, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });

describe('API keys', () => {
  it('are shown once, kept as a hash, and listed by prefix only', async () => {
    const { key, apiKey } = await makeKey(['courses:read']);
    expect(key).toMatch(/^olp_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 12));
    const list = await server.app.request('/api/admin/api-keys', { headers: authHeaders(tokens.admin!) });
    const text = await list.text();
    expect(text).not.toContain(key);
    expect((JSON.parse(text) as ApiKeyRow[]).map((row) => row.id)).toContain(apiKey.id);
    const [stored] = await selectRows<Record<string, unknown>>(server.db, sql`select * from api_keys where id = ${apiKey.id}`);
    expect(stored!.secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
  });

  it('open only the routes of their scopes', async () => {
    const { key } = await makeKey(['courses:read', 'enrolments:manage']);
    expect((await withKey(key, '/api/courses')).status).toBe(200);
    expect((await withKey(key, '/api/admin/manage/batches')).status).toBe(200);
    const people = await withKey(key, '/api/admin/people');
    expect(people.status).toBe(403);
    expect(((await people.json()) as { detail: string }).detail).toContain('people:manage');
    // Routes no scope opens: sync (a learner's pull), the key routes themselves.
    expect((await withKey(key, '/api/sync/pull?clientId=00000000-0000-4000-8000-000000000000')).status).toBe(403);
    expect((await withKey(key, '/api/admin/api-keys')).status).toBe(403);
    const managing = await makeKey(['people:manage']);
    expect((await withKey(managing.key, '/api/admin/people')).status).toBe(200);
    expect((await withKey(managing.key, '/api/courses')).status).toBe(403);
  });

  it('of organisation 5 see nothing of organisation 7', async () => {
    const five = await makeKey(['courses:read', 'people:manage']);
    const seven = await makeKey(['courses:read', 'people:manage'], tokens.otherAdmin!, '7');
    const ids = async (key: string, path: string) => ((await (await withKey(key, path)).json()) as { id: string }[]).map((row) => row.id);
    const courses5 = await ids(five.key, '/api/courses');
    const courses7 = await ids(seven.key, '/api/courses');
    expect(courses5.length).toBeGreaterThan(0);
    expect(courses7.length).toBeGreaterThan(0);
    expect(courses5.filter((id) => courses7.includes(id))).toEqual([]);
    expect(await ids(five.key, '/api/admin/people')).not.toContain('u7-learner');
    // Naming the other organisation does not move the key there.
    expect((await withKey(five.key, '/api/courses', { headers: { 'x-organisation-id': '7' } })).status).toBe(403);
    // Organisation 7's admin cannot see or revoke organisation 5's keys.
    const list7 = (await (await server.app.request('/api/admin/api-keys', { headers: authHeaders(tokens.otherAdmin!, '7') })).json()) as ApiKeyRow[];
    expect(list7.map((row) => row.id)).not.toContain(five.apiKey.id);
    const revoke = await server.app.request(`/api/admin/api-keys/${five.apiKey.id}`, { method: 'DELETE', headers: authHeaders(tokens.otherAdmin!, '7') });
    expect(revoke.status).toBe(404);
    expect((await withKey(five.key, '/api/courses')).status).toBe(200);
  });

  it('are refused at once when revoked, and both changes are audited', async () => {
    const { key, apiKey } = await makeKey(['courses:read']);
    expect((await withKey(key, '/api/courses')).status).toBe(200);
    const revoke = await server.app.request(`/api/admin/api-keys/${apiKey.id}`, { method: 'DELETE', headers: authHeaders(tokens.admin!) });
    expect(revoke.status).toBe(204);
    const refused = await withKey(key, '/api/courses');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    const audit = await selectRows<{ action: string }>(server.db, sql`select action from audit_log where subject_type = 'apiKey' and subject_id = ${apiKey.id} order by at`);
    expect(audit.map((row) => row.action)).toEqual(['apiKey.create', 'apiKey.revoke']);
  });

  it("audit a key's changes under the key's name, and only admins make keys", async () => {
    const { key } = await makeKey(['people:manage']);
    const invite = await withKey(key, '/api/admin/invitations', { method: 'POST', body: JSON.stringify({ email: 'from-a-program@example.test', role: 'learner' }) });
    expect(invite.status).toBe(201);
    const [row] = await selectRows<{ actor_name: string }>(server.db, sql`select actor_name from audit_log where action like 'invitation%' order by at desc limit 1`);
    expect(row!.actor_name).toContain('Key people:manage (API key of');
    const byLearner = await server.app.request('/api/admin/api-keys', { method: 'POST', headers: authHeaders(tokens.learner!), body: JSON.stringify({ name: 'x', scopes: ['courses:read'] }) });
    expect(byLearner.status).toBe(403);
  });

  it('count unknown keys as failed sign-ins (429 past the limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await withKey(`olp_${'A'.repeat(43)}`, '/api/courses')).status);
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});

it('opens only routes that exist to keys', async () => {
  const { listOperations, operationKey } = await import('../../server/openapi/registry');
  const { apiKeyRoutes } = await import('../../server/auth/api-key-scopes');
  const registered = listOperations(server.app).map(operationKey);
  expect(Object.keys(apiKeyRoutes).filter((key) => !registered.includes(key))).toEqual([]);
});
