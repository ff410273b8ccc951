/** Authentication and tenancy: tokens (401), organisation header (403), self sign-up, throttling (429). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_HEADER, parseCurrentUser, problemSchema } from '../../contract/api';
import { authHeaders, createTestServer, signIn, signUpNewUser, type TestServer } from './support/test-server';

/** An unsigned (alg none) token with valid-looking claims for the seeded learner. */
function unsignedToken(projectId: string, uid = 'demo-learner'): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: `https://securetoken.google.com/${projectId}`, aud: projectId, sub: uid, user_id: uid, iat: now, exp: now + 3600, auth_time: now };
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
}

let server: TestServer;
let noEmulator: TestServer;
let learner: string;

beforeAll(async () => {
  [server, noEmulator] = await Promise.all([createTestServer(), createTestServer({ emulator: false })]);
  learner = await signIn('learner@demo.test');
});
afterAll(async () => {
  await server?.close();
  await noEmulator?.close();
});

const me = (s: TestServer, headers: Record<string, string>) => s.app.request('/api/users/me', { headers });

async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = problemSchema.parse(await res.json());
  expect(body.status).toBe(status);
  expect(body.requestId).toBe(res.headers.get('x-request-id'));
  return body;
}

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    await expectProblem(await me(server, { 'x-organisation-id': '5' }), 401);
  });

  it('answers 401 for a garbage token', async () => {
    await expectProblem(await me(server, authHeaders('not.a.token')), 401);
    await expectProblem(await me(server, authHeaders('garbage')), 401);
  });

  it('answers 401 for an unsigned token when the emulator is not configured', async () => {
    const token = unsignedToken(server.env.FIREBASE_PROJECT_ID);
    await expectProblem(await me(noEmulator, authHeaders(token)), 401);
    // The real emulator token is unsigned too, so it must fail the same way.
    await expectProblem(await me(noEmulator, authHeaders(learner)), 401);
  });

  it('accepts a real emulator token when the emulator is configured', async () => {
    const res = await me(server, authHeaders(learner));
    expect(res.status).toBe(200);
    expect(parseCurrentUser(await res.json())).toMatchObject({ email: 'learner@demo.test', role: 'learner', organisationId: '5' });
  });

  it('answers 401 for a token of another project', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const [head, payload] = learner.split('.') as [string, string];
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), aud: 'someone-else' };
    await expectProblem(await me(server, authHeaders(`${head}.${enc(claims)}.`)), 401);
  });
});

describe('tenancy', () => {
  it("answers 403 for another organisation's id", async () => {
    const body = await expectProblem(await me(server, authHeaders(learner, '7')), 403);
    expect(body.detail).toMatch(/not a member of organisation 7/);
  });

  it('answers 403 for a missing, malformed or unknown organisation', async () => {
    const { [ORGANISATION_HEADER]: _omit, ...noOrg } = authHeaders(learner);
    expect(Object.keys(noOrg)).not.toContain(ORGANISATION_HEADER);
    await expectProblem(await me(server, noOrg), 403);
    await expectProblem(await me(server, authHeaders(learner, 'five')), 403);
    await expectProblem(await me(server, authHeaders(learner, '999')), 403);
  });

  it('signs a new Firebase user up as a learner where self sign-up is allowed', async () => {
    const { token, email } = await signUpNewUser();
    const first = await me(server, authHeaders(token, '5'));
    expect(first.status).toBe(200);
    const user = parseCurrentUser(await first.json());
    expect(user).toMatchObject({ email, role: 'learner', organisationName: 'Demo Academy' });
    const again = parseCurrentUser(await (await me(server, authHeaders(token, '5'))).json());
    expect(again.id).toBe(user.id);
  });

  it('refuses a new user where self sign-up is off, with a clear message', async () => {
    const { token } = await signUpNewUser();
    const body = await expectProblem(await me(server, authHeaders(token, '7')), 403);
    expect(body.detail).toMatch(/Riverside College does not allow self sign-up/);
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after too many bad tokens from one address', async () => {
    const limited = await createTestServer({ limits: { failedAuth: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await me(limited, authHeaders('bad'))).status).toBe(401);
      const res = await me(limited, authHeaders('bad'));
      await expectProblem(res, 429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await me(limited, authHeaders(learner))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
