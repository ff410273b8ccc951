/**
 * The real app in-process on a fresh database with the demo seed (from the run's template) with real Auth Emulator tokens:
 * `createTestServer()`, `signIn(email)` and `authHeaders(token, org)`; `createSecondInstance(server)`
 * is another app (another API process, as it were) with its own live-event bus on the same database.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pino, type Logger } from 'pino';
import { inject } from 'vitest';
import { ORGANISATION_HEADER } from '../../../contract/api';
import type { TutorProvider } from '../../../server/ai/provider';
import { createTutor } from '../../../server/ai/tutor';
import { createApp, defaultLimits } from '../../../server/app';
import { openableCourseIds } from '../../../server/auth/course-access';
import { answerStore } from '../../../server/slices/ai-chat/ai-tutor';
import type { Database } from '../../../server/db/client';
import type { Limits } from '../../../server/app-env';
import { createTokenVerifier } from '../../../server/auth/token-verifier';
import { loadEnv, type Env } from '../../../server/env';
import { openLiveBus } from '../../../server/live/bus';
import { MEDIA_DIR } from '../../../server/media-dir';
import { ensureEmulatorAccounts } from '../../../server/seed/firebase-accounts';
import { demoAccounts } from '../../../server/seed/index';
import { openTestDatabase } from './database';

export const PASSWORD = 'demo-pass-1';
export const DEMO_ORG = '5';
export const OTHER_ORG = '7';

let accountsReady: Promise<void> | undefined;

/** A built PWA stand-in: index.html, the prerendered login.html, sw.js and one hashed asset with its brotli and gzip copies, as the build writes them. */
function fakeStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PWA</title><div id="root"></div>');
  const login = '<!doctype html><title>PWA</title><div id="root" data-prerendered="login"><h1>Sign in</h1></div>';
  writeFileSync(join(dir, 'login.html'), login);
  writeFileSync(join(dir, 'login.html.br'), brotliCompressSync(login));
  writeFileSync(join(dir, 'login.html.gz'), gzipSync(login));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const asset = 'console.log("app");';
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), asset);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(asset));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(asset));
  return dir;
}

/** Options of {@link createTestServer}. */
export interface TestServerOptions {
  /** Accept emulator tokens (default true); false runs the app as if FIREBASE_AUTH_EMULATOR_HOST were unset. */
  emulator?: boolean;
  limits?: Partial<Limits>;
  /** The AI tutor's provider (default: the one the environment chooses, the retrieval tutor here). */
  tutorProvider?: TutorProvider;
  /** Run a second app on this server's database (as a second API process on one PostgreSQL would). */
  shareDatabaseOf?: { db: Database };
  /** The app's log (default: silent). */
  logger?: Logger;
  /** PACKAGE_ORIGIN, the SCORM/H5P content's origin (default: unset, the content served by the app itself). */
  packageOrigin?: string;
}

const generous = { max: 1_000_000, windowMs: 60_000 };
/** Write and message throttles too wide to reach: for tests about sizes, order and failures, not rates. */
export const UNTHROTTLED: Partial<Limits> = { writesPerUser: generous, writesPerOrganisation: generous, messagesPerUser: generous, messagesPerOrganisation: generous };

/** Starts the app on a fresh seeded database; call `close()` in afterAll. */
export async function createTestServer(options: TestServerOptions = {}) {
  const emulator = options.emulator ?? true;
  const host = inject('authEmulatorHost');
  // firebase-admin reads the emulator from the environment. Each node project's global setup starts
  // its own emulator and sets this variable in the one main process, so a worker may have inherited
  // another project's: point it at this project's before the accounts are made.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  accountsReady ??= ensureEmulatorAccounts(inject('firebaseProjectId'), demoAccounts);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    FIREBASE_PROJECT_ID: inject('firebaseProjectId'),
    FIREBASE_AUTH_EMULATOR_HOST: emulator ? host : undefined,
    STATIC_DIR: fakeStaticDir(),
    LOG_LEVEL: 'silent',
  });
  const shared = options.shareDatabaseOf;
  const database = shared ? { db: shared.db, close: async () => {} } : await openTestDatabase({ seeded: true });
  await accountsReady;
  const instance = await createInstance(database.db, env, options);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.close();
    },
  };
}

/** One app on `db` with its own live-event bus; `close()` stops the bus (not the database). */
async function createInstance(db: Database, appEnv: Env, options: TestServerOptions) {
  const env = options.packageOrigin ? { ...appEnv, PACKAGE_ORIGIN: options.packageOrigin } : appEnv;
  const verifier = createTokenVerifier({ projectId: env.FIREBASE_PROJECT_ID, emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) });
  const limits = { ...defaultLimits, callerCacheMs: 0, ...options.limits };
  const logger = options.logger ?? pino({ level: 'silent' });
  const live = await openLiveBus(db, logger);
  const tutor = options.tutorProvider ? createTutor(db, options.tutorProvider, { live, answers: answerStore, openable: openableCourseIds, logger }) : undefined;
  const app = createApp({ db, env, logger, verifier, limits, mediaDir: MEDIA_DIR, tutor, live });
  return { app, db, env, live, close: () => live.close() };
}

/** A second app on `server`'s database, as another API process would be; close it before `server`. */
export function createSecondInstance(server: TestServer, options: TestServerOptions = {}) {
  return createInstance(server.db, server.env, options);
}

/** The server `createTestServer` answers. */
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Signs in through the Auth Emulator's REST API and returns the ID token. */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Creates a new emulator account (not in the database) and returns its ID token. */
export async function signUpNewUser(): Promise<{ token: string; email: string }> {
  const email = `new-${crypto.randomUUID()}@example.test`;
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  return { token: body.idToken, email };
}

/** Marks the emulator account of `email` as verified (as following the verification link would) and returns a fresh ID token, which carries `email_verified`. */
export async function verifyEmail(email: string): Promise<string> {
  const host = inject('authEmulatorHost');
  const lookup = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { localId } = (await lookup.json()) as { localId: string };
  const update = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!update.ok) throw new Error(`the emulator did not verify ${email}: ${update.status}`);
  return signIn(email);
}

/** Authorization and organisation headers (JSON content type included). */
export function authHeaders(token: string, organisationId = DEMO_ORG): Record<string, string> {
  return { authorization: `Bearer ${token}`, [ORGANISATION_HEADER]: organisationId, 'content-type': 'application/json' };
}
