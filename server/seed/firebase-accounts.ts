/**
 * Creates the demo accounts in the Firebase Auth Emulator with fixed uids. The emulator forgets
 * its accounts on restart, so this runs at every start; database rows keep pointing at the uids.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { UserSeed } from './types';

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : undefined;
}

async function ensureAccount(auth: Auth, account: UserSeed & { password: string }): Promise<void> {
  const fields = { email: account.email, password: account.password, displayName: account.displayName, emailVerified: true };
  try {
    await auth.createUser({ uid: account.uid, ...fields });
  } catch (error) {
    if (code(error) === 'auth/uid-already-exists') {
      await auth.updateUser(account.uid, fields);
    } else if (code(error) === 'auth/email-already-exists') {
      // Someone signed up with the demo email under another uid: give the email back to the demo uid.
      const holder = await auth.getUserByEmail(account.email);
      if (holder.uid === account.uid) return void (await auth.updateUser(account.uid, fields));
      await auth.deleteUser(holder.uid);
      await ensureAccount(auth, account);
    } else {
      throw error;
    }
  }
}

/** Makes sure each account exists in the emulator with its uid, email and password. */
export async function ensureEmulatorAccounts(projectId: string, accounts: (UserSeed & { password: string })[]): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const app = initializeApp({ projectId }, `seed-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    for (const account of accounts) await ensureAccount(auth, account);
  } finally {
    await deleteApp(app);
  }
}
