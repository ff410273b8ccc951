/**
 * Creates the demo accounts in the Firebase Auth Emulator with fixed uids. The emulator forgets
 * its accounts on restart, so this runs at every start; database rows keep pointing at the uids.
 * An account that is already there as seeded is left alone: setting a password again revokes every
 * token the emulator issued for it, which signed every demo user out at each restart of the server.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { UserSeed } from './types';

type Account = UserSeed & { password: string };

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : undefined;
}

/**
 * `fetch`, tried again (up to 3 times, 200 ms apart) when the connection itself fails: the emulator
 * closes idle keep-alive connections, and a request sent on one as it closes fails with "other side
 * closed" (seen in CI under load). An answer, whatever its status, is not retried.
 */
async function fetchRetryingConnection(url: string, init: RequestInit, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Whether `account` signs in with its password as its own uid (the emulator's REST sign-in: the admin API never shows a password). */
async function signsIn(emulatorHost: string, account: Account): Promise<boolean> {
  const res = await fetchRetryingConnection(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) return false;
  const body = (await res.json()) as { localId?: string };
  return body.localId === account.uid;
}

/** Brings an existing account to its seed, changing only what differs (the password only when it no longer signs in). */
async function updateAccount(auth: Auth, emulatorHost: string, account: Account, existing: UserRecord): Promise<void> {
  const changes = {
    ...(existing.email === account.email ? {} : { email: account.email }),
    ...(existing.displayName === account.displayName ? {} : { displayName: account.displayName }),
    ...(existing.emailVerified ? {} : { emailVerified: true }),
    ...(existing.disabled ? { disabled: false } : {}),
  };
  const update = (await signsIn(emulatorHost, account)) ? changes : { ...changes, password: account.password };
  if (Object.keys(update).length > 0) await auth.updateUser(account.uid, update);
}

async function ensureAccount(auth: Auth, emulatorHost: string, account: Account): Promise<void> {
  const existing = await auth.getUser(account.uid).catch((error: unknown) => {
    if (code(error) === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (existing) return updateAccount(auth, emulatorHost, account, existing);
  const fields = { email: account.email, password: account.password, displayName: account.displayName, emailVerified: true };
  try {
    await auth.createUser({ uid: account.uid, ...fields });
  } catch (error) {
    // Another seeder (a second process, a test worker) created it meanwhile.
    if (code(error) === 'auth/uid-already-exists') return ensureAccount(auth, emulatorHost, account);
    if (code(error) !== 'auth/email-already-exists') throw error;
    // Someone signed up with the demo email under another uid: give the email back to the demo uid.
    const holder = await auth.getUserByEmail(account.email);
    if (holder.uid !== account.uid) await auth.deleteUser(holder.uid);
    return ensureAccount(auth, emulatorHost, account);
  }
}

/**
 * Makes sure each account exists in the emulator with its uid, email, name and password, writing
 * only accounts that are missing or differ (so the tokens of unchanged accounts stay valid).
 */
export async function ensureEmulatorAccounts(projectId: string, accounts: Account[]): Promise<void> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const app = initializeApp({ projectId }, `seed-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    for (const account of accounts) await ensureAccount(auth, emulatorHost, account);
  } finally {
    await deleteApp(app);
  }
}
