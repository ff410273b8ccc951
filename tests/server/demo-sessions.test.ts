/**
 * A restart of the demo keeps its sessions (issue 49): seeding the emulator's accounts again
 * leaves unchanged accounts alone, so their tokens stay valid, and writes only what changed. A
 * refused token is logged with the cause the 401 does not tell, never with the token.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, defaultLimits } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { MEDIA_DIR } from '../../server/media-dir';
import { ensureEmulatorAccounts } from '../../server/seed/firebase-accounts';
import { demoAccounts } from '../../server/seed/index';
import { authHeaders, createTestServer, signIn, signUpNewUser, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** An account of its own, so changing it cannot sign out the demo accounts other files use. */
function account(over: Partial<{ displayName: string; password: string }> = {}) {
  const id = randomUUID();
  return { id, uid: `seed-${id}`, email: `seed-${id}@example.test`, displayName: 'Seeded Learner', role: 'learner' as const, password: 'first-pass-1', ...over };
}

/** Verifies with a verifier of its own (no cache), so the emulator is asked each time. */
const verify = (token: string) => createTokenVerifier({ projectId: inject('firebaseProjectId'), emulator: true }).verify(token);

/**
 * Waits until the clock has left the second the tokens were signed in (`auth_time`): a password
 * set again revokes tokens signed in before that second, so the same second would hide the revocation.
 */
async function afterSignInSecond(...tokens: string[]): Promise<void> {
  const authTimes = tokens.map((token) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { auth_time: number }).auth_time);
  const until = (Math.max(...authTimes) + 1) * 1000;
  while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
}

describe('seeding the emulator accounts again', () => {
  it('keeps a token issued before it valid, for the demo accounts and any other', async () => {
    const seeded = account();
    await ensureEmulatorAccounts(inject('firebaseProjectId'), [seeded]);
    const [own, learner] = [await signIn(seeded.email, seeded.password), await signIn('learner@demo.test')];
    await afterSignInSecond(own, learner);
    await ensureEmulatorAccounts(inject('firebaseProjectId'), [seeded]);
    await ensureEmulatorAccounts(inject('firebaseProjectId'), demoAccounts);
    await expect(verify(own)).resolves.toMatchObject({ uid: seeded.uid });
    await expect(verify(learner)).resolves.toMatchObject({ uid: 'demo-learner' });
  });

  it('writes a changed name or password', async () => {
    const seeded = account();
    await ensureEmulatorAccounts(inject('firebaseProjectId'), [seeded]);
    await ensureEmulatorAccounts(inject('firebaseProjectId'), [{ ...seeded, displayName: 'Renamed Learner', password: 'second-pass-2' }]);
    await expect(signIn(seeded.email, seeded.password)).rejects.toThrow(/INVALID/);
    const token = await signIn(seeded.email, 'second-pass-2');
    await expect(verify(token)).resolves.toMatchObject({ uid: seeded.uid, name: 'Renamed Learner' });
  });
});

describe('a refused token', () => {
  it('is logged at warn with its cause and without the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    const app = createApp({
      db: server.db, env: server.env, logger: pino({ level: 'info' }, sink), live: server.live, mediaDir: MEDIA_DIR,
      verifier: createTokenVerifier({ projectId: server.env.FIREBASE_PROJECT_ID, emulator: true }),
      limits: { ...defaultLimits, callerCacheMs: 0 },
    });
    // A real token of an account deleted since: the 401 cannot say so, the log does.
    const { token, email } = await signUpNewUser();
    const admin = initializeApp({ projectId: inject('firebaseProjectId') }, `delete-${randomUUID()}`);
    await getAuth(admin).deleteUser((await getAuth(admin).getUserByEmail(email)).uid);
    await deleteApp(admin);

    const res = await app.request('/api/users/me', { headers: authHeaders(token) });
    expect(res.status).toBe(401);
    const refused = lines.find((line) => line.msg === 'ID token refused');
    expect(refused).toMatchObject({ level: 40, cause: { code: 'auth/user-not-found' } });
    expect(String((refused?.cause as { message?: unknown }).message)).not.toBe('');
    expect(lines.some((line) => JSON.stringify(line).includes(token))).toBe(false);

    await app.request('/api/users/me', { headers: authHeaders('not-a-token') });
    expect(lines.filter((line) => line.msg === 'ID token refused').at(-1)).toMatchObject({ cause: { message: 'not a JWT' } });
  });
});
