/**
 * The same-origin Auth Emulator proxy: the PWA's sign-in calls pass, the emulator's admin API does
 * not (checked against the real emulator, which does answer it directly), and bodies are capped.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestServer, PASSWORD, signUpNewUser, type TestServer } from './support/test-server';

const PROJECT = 'demo-learning';
const BODY_BYTES = 4096;
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const json = { 'content-type': 'application/json' };

let server: TestServer;
let noEmulator: TestServer;

beforeAll(async () => {
  [server, noEmulator] = await Promise.all([
    createTestServer({ limits: { bodyBytes: BODY_BYTES } }),
    createTestServer({ emulator: false }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await noEmulator?.close();
});

const emulatorUrl = (path: string) => `http://${inject('authEmulatorHost')}${path}`;

async function signInThroughProxy(email: string, password = PASSWORD) {
  return server.app.request('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

describe('the sign-in calls', () => {
  it('signs in, reads the account, refreshes the token and updates the profile through the server origin', async () => {
    const res = await signInThroughProxy('learner@demo.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { idToken, refreshToken } = (await res.json()) as { idToken: string; refreshToken: string };
    expect(idToken).toBeTruthy();

    const lookup = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ idToken }),
    });
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as { users: Array<{ email: string }> }).users[0]?.email).toBe('learner@demo.test');

    const refresh = await server.app.request('/securetoken.googleapis.com/v1/token?key=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(refresh.status).toBe(200);
    expect(((await refresh.json()) as { id_token?: string }).id_token).toBeTruthy();
  });

  it('signs up a new account and sets its display name', async () => {
    const email = `proxy-${crypto.randomUUID()}@example.test`;
    const signUp = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    expect(signUp.status).toBe(200);
    const { idToken } = (await signUp.json()) as { idToken: string };
    const update = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:update?key=demo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ idToken, displayName: 'Proxy Learner', returnSecureToken: true }),
    });
    expect(update.status).toBe(200);
    expect(((await update.json()) as { displayName?: string }).displayName).toBe('Proxy Learner');
  });

  it('sends the password reset email', async () => {
    const res = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email: 'learner@demo.test' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the emulator admin API', () => {
  const query = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`;

  it('is 404 through the proxy, although the emulator itself lists every account', async () => {
    const direct = await fetch(emulatorUrl(query), { method: 'POST', headers: owner, body: '{}' });
    expect(direct.status).toBe(200);
    expect(JSON.stringify(await direct.json())).toContain('learner@demo.test');

    const proxied = await server.app.request(query, { method: 'POST', headers: owner, body: '{}' });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('learner@demo.test');
  });

  it('is 404 for the other admin and emulator-management paths', async () => {
    const calls: Array<[string, string]> = [
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`],
      ['GET', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`],
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchCreate`],
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:delete`],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:delete'],
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`],
      ['DELETE', `/emulator/v1/projects/${PROJECT}/accounts`],
      ['GET', `/emulator/v1/projects/${PROJECT}/config`],
      ['PATCH', `/emulator/v1/projects/${PROJECT}/config`],
      ['GET', `/emulator/v1/projects/${PROJECT}/oobCodes`],
      ['GET', '/emulator/openapi.json'],
      ['GET', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'],
    ];
    for (const [method, path] of calls) {
      const res = await server.app.request(path, { method, headers: owner, body: method === 'GET' ? undefined : '{}' });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // The DELETE above never reached the emulator: the demo accounts are still there.
    expect((await signInThroughProxy('learner@demo.test')).status).toBe(200);
  });

  it('drops the admin credential, so `accounts:update` cannot change another account', async () => {
    const victim = await signUpNewUser();
    const lookup = await fetch(emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ idToken: victim.token }),
    });
    const localId = ((await lookup.json()) as { users: Array<{ localId: string }> }).users[0]!.localId;
    const res = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:update?key=demo', {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ localId, password: 'taken-over-1' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await signInThroughProxy(victim.email, 'taken-over-1')).status).toBe(400);
    expect((await signInThroughProxy(victim.email)).status).toBe(200);
  });
});

describe('limits', () => {
  it('answers 413 for a body above the API body limit', async () => {
    const res = await server.app.request('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'learner@demo.test', password: 'x'.repeat(BODY_BYTES), returnSecureToken: true }),
    });
    expect(res.status).toBe(413);
  });

  it('is 404 without the emulator', async () => {
    const res = await noEmulator.app.request('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await noEmulator.app.request('/emulator/auth/handler')).status).toBe(404);
  });
});
