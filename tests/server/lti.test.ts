/**
 * LTI 1.3 (issue 54) against a platform this test runs on loopback (support/lti-platform.ts): a
 * good launch signs a learner in (the custom token signs in at the Auth Emulator; the user is a
 * learner of the organisation); a bad signature, a replayed launch, a wrong audience and an expired
 * token are refused with a reason; a deep-linking answer is signed with the tool's JWKS and well
 * formed; a graded attempt's score is posted once, also when the process that graded it is gone.
 */
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/db/rows';
import { claimScores } from '../../server/lti/score-queue';
import { drainScores } from '../../server/lti/score-worker';
import { CLIENT_ID, DEPLOYMENT_ID, startLtiPlatform, type LtiPlatform } from './support/lti-platform';
import { push } from './support/sync';
import { authHeaders, createSecondInstance, createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const QUIZ = 'c5-spreadsheets-quiz';
let server: TestServer;
let platform: LtiPlatform;

const toolJwks = async () => (await (await server.app.request('/api/lti/jwks')).json()) as JSONWebKeySet;

beforeAll(async () => {
  server = await createTestServer({ limits: UNTHROTTLED });
  platform = await startLtiPlatform(toolJwks);
  const admin = await signIn('admin@demo.test');
  const res = await server.app.request('/api/admin/lti/platforms', { method: 'POST', headers: authHeaders(admin), body: JSON.stringify(platform.registration()) });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await platform?.close();
  await server?.close();
});

/** The login initiation: answers the state and nonce the tool sent the browser to the platform with. */
async function login() {
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'hint', target_link_uri: 'http://localhost/api/lti/launch', client_id: CLIENT_ID, lti_deployment_id: DEPLOYMENT_ID });
  const res = await server.app.request(`/api/lti/login?${query}`);
  expect(res.status).toBe(302);
  const to = new URL(res.headers.get('location')!);
  expect(to.origin + to.pathname).toBe(`${platform.issuer}/auth`);
  expect(to.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(to.searchParams.get('response_mode')).toBe('form_post');
  expect(to.searchParams.get('redirect_uri')).toMatch(/\/api\/lti\/launch$/);
  return { state: to.searchParams.get('state')!, nonce: to.searchParams.get('nonce')! };
}

const launch = (idToken: string, state: string) =>
  server.app.request('/api/lti/launch', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id_token: idToken, state }).toString() });

const learnerClaims = (sub: string, nonce: string, lineItem = `${platform.issuer}/lineitems/li-1`) => ({
  sub, nonce, name: `Learner ${sub}`, [`${LTI}resource_link`]: { id: 'link-quiz-1' }, [`${LTI}custom`]: { target: `quiz:${QUIZ}` },
  'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { lineitem: lineItem, scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'] },
});

/** The ID token of a custom token, signed in at the Auth Emulator. */
async function signInWithCustomToken(token: string): Promise<string> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  expect(body.idToken, JSON.stringify(body)).toBeTruthy();
  return body.idToken!;
}

/** A good learner launch: answers the learner's ID token. */
async function launchLearner(sub: string): Promise<string> {
  const { state, nonce } = await login();
  const res = await launch(await platform.idToken(learnerClaims(sub, nonce)), state);
  expect(res.status, await res.clone().text()).toBe(303);
  const to = new URL(res.headers.get('location')!);
  expect(to.pathname).toBe('/lti');
  const hand = new URLSearchParams(to.hash.slice(1));
  expect(hand.get('to')).toBe(`/take-quiz?quiz=${QUIZ}`);
  expect(hand.get('org')).toBe('5');
  return signInWithCustomToken(hand.get('token')!);
}

describe('launch', () => {
  it('signs a learner in: a new user of the organisation with the platform role, no password, and again the same user', async () => {
    const idToken = await launchLearner('moodle-user-1');
    const me = await server.app.request('/api/users/me', { headers: authHeaders(idToken) });
    expect(me.status).toBe(200);
    const user = (await me.json()) as { role: string; organisationId: string; displayName: string };
    expect(user).toMatchObject({ role: 'learner', organisationId: '5', displayName: 'Learner moodle-user-1' });
    await launchLearner('moodle-user-1');
    const rows = await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from lti_users where sub = 'moodle-user-1'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('makes an Instructor a teacher', async () => {
    const { state, nonce } = await login();
    const res = await launch(await platform.idToken({ ...learnerClaims('moodle-teacher', nonce), [`${LTI}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'] }), state);
    expect(res.status).toBe(303);
    const [row] = await selectRows<{ role: string }>(server.db, sql`select u.role from lti_users l join users u on u.id = l.user_id where l.sub = 'moodle-teacher'`);
    expect(row!.role).toBe('teacher');
  });

  async function refused(res: Response, reason: RegExp) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toMatch(reason);
  }

  it('refuses a bad signature', async () => {
    const { state, nonce } = await login();
    const { privateKey: other } = await generateKeyPair('RS256');
    await refused(await launch(await platform.idToken(learnerClaims('x', nonce), { key: other }), state), /signature/);
  });

  it('refuses a replayed launch and a used nonce', async () => {
    const { state, nonce } = await login();
    const token = await platform.idToken(learnerClaims('replayer', nonce));
    expect((await launch(token, state)).status).toBe(303);
    await refused(await launch(token, state), /state is unknown, used already/);
    const fresh = await login();
    await refused(await launch(token, fresh.state), /nonce/);
  });

  it('refuses a wrong audience', async () => {
    const { state, nonce } = await login();
    await refused(await launch(await platform.idToken(learnerClaims('x', nonce), { audience: 'someone-else' }), state), /audience/);
  });

  it('refuses an expired token', async () => {
    const { state, nonce } = await login();
    const now = Math.floor(Date.now() / 1000);
    await refused(await launch(await platform.idToken(learnerClaims('x', nonce), { issuedAt: now - 900, expiresAt: now - 600 }), state), /expired/);
  });

  it('refuses garbage with 4xx, never 500', async () => {
    const { state } = await login();
    await refused(await launch('not-a-jwt', state), /not a JWT/);
    const res = await server.app.request('/api/lti/launch', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'state=x' });
    expect(res.status).toBe(400);
  });
});

describe('deep linking', () => {
  it('answers a signed, well-formed LtiDeepLinkingResponse for the teacher\'s pick', async () => {
    const { state, nonce } = await login();
    const res = await launch(await platform.idToken({
      sub: 'moodle-teacher', nonce, [`${LTI}message_type`]: 'LtiDeepLinkingRequest', [`${LTI}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${platform.issuer}/deep-link-return`, accept_types: ['ltiResourceLink'], data: 'opaque-123' },
    }), state);
    expect(res.status).toBe(200);
    const picker = await res.text();
    expect(picker).toContain(`value="quiz:${QUIZ}"`);
    const session = /name="session" value="([^"]+)"/.exec(picker)![1]!;
    const picked = await server.app.request('/api/lti/deep-link', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session, target: `quiz:${QUIZ}` }).toString() });
    expect(picked.status).toBe(200);
    expect(picked.headers.get('content-security-policy')).toContain(`form-action ${platform.issuer}`);
    const page = await picked.text();
    expect(page).toContain(`action="${platform.issuer}/deep-link-return"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page)![1]!;
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(await toolJwks()), { issuer: CLIENT_ID, audience: platform.issuer });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload[`${LTI}message_type`]).toBe('LtiDeepLinkingResponse');
    expect(payload[`${LTI}version`]).toBe('1.3.0');
    expect(payload[`${LTI}deployment_id`]).toBe(DEPLOYMENT_ID);
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-123');
    expect(typeof payload.nonce).toBe('string');
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(600);
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toEqual([
      expect.objectContaining({ type: 'ltiResourceLink', url: expect.stringMatching(/\/api\/lti\/launch$/), custom: { target: `quiz:${QUIZ}` }, lineItem: expect.objectContaining({ scoreMaximum: 100 }) }),
    ]);
  });

  it('refuses the picker to a learner and a forged session', async () => {
    const { state, nonce } = await login();
    const res = await launch(await platform.idToken({
      sub: 'moodle-user-1', nonce, [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${platform.issuer}/deep-link-return` },
    }), state);
    expect(res.status).toBe(403);
    const forged = await server.app.request('/api/lti/deep-link', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: 'a.b.c', target: `quiz:${QUIZ}` }).toString() });
    expect(forged.status).toBe(401);
  });
});

describe('grade passback', () => {
  const submit = async (instance: Pick<TestServer, 'app'>, token: string) => {
    const attemptId = randomUUID();
    const at = new Date().toISOString();
    const pushed = await push(instance as TestServer, token, randomUUID(), [{ id: 1, name: 'quiz.submit', args: { attemptId, quizId: QUIZ, answers: [], startedAt: at, submittedAt: at } }]);
    expect(pushed.status).toBe(200);
    return attemptId;
  };

  it('posts a graded attempt once, after the process that graded it died before posting', async () => {
    const token = await launchLearner('ags-learner');
    // The grading process: stores the attempt and its queued score, then is gone without a worker having posted.
    const grading = await createSecondInstance(server);
    const attemptId = await submit(grading, token);
    await grading.close();
    const [queued] = await selectRows<{ status: string; platform_user_id: string }>(server.db, sql`select status, platform_user_id from lti_score_queue where attempt_id = ${attemptId}`);
    expect(queued).toEqual({ status: 'pending', platform_user_id: 'ags-learner' });
    expect(platform.scores.filter((s) => s.body.userId === 'ags-learner')).toHaveLength(0);
    // A worker that claimed it and died mid-post: its short lease runs out.
    expect(await claimScores(server.db, 10, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A new process on the same database.
    const next = await createSecondInstance(server);
    const [first, second] = await Promise.all([drainScores(server.db), drainScores(server.db)]);
    expect(first.posted + second.posted).toBe(1);
    expect(await drainScores(server.db)).toEqual({ posted: 0, failed: 0 });
    await next.close();
    const posted = platform.scores.filter((s) => s.body.userId === 'ags-learner');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.lineItem).toBe(`${platform.issuer}/lineitems/li-1`);
    expect(posted[0]!.body).toMatchObject({ activityProgress: 'Completed', gradingProgress: 'FullyGraded', scoreGiven: 0 });
    expect(posted[0]!.body.scoreMaximum).toBeGreaterThan(0);
    expect(platform.tokenRequests.at(-1)!.scope).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
  });

  it('retries a failing post with backoff, shows it to the admin, and posts it on an admin retry', async () => {
    const token = await launchLearner('ags-learner-2');
    platform.state.failScores = true;
    await submit(server, token);
    expect((await drainScores(server.db)).failed).toBe(1);
    const admin = await signIn('admin@demo.test');
    const overview = (await (await server.app.request('/api/admin/lti', { headers: authHeaders(admin) })).json()) as { failingScores: { id: string; lastError: string; tries: number }[]; tool: { jwksUrl: string } };
    expect(overview.tool.jwksUrl).toMatch(/\/api\/lti\/jwks$/);
    const failing = overview.failingScores.find((s) => s.lastError.includes('503'))!;
    expect(failing).toMatchObject({ tries: 1 });
    // Not due again yet (backoff).
    expect(await drainScores(server.db)).toEqual({ posted: 0, failed: 0 });
    platform.state.failScores = false;
    const retry = await server.app.request(`/api/admin/lti/scores/${failing.id}/retry`, { method: 'POST', headers: authHeaders(admin) });
    expect(retry.status).toBe(204);
    expect((await drainScores(server.db)).posted).toBe(1);
    expect(platform.scores.filter((s) => s.body.userId === 'ags-learner-2')).toHaveLength(1);
  });
});
