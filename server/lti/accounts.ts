/**
 * Who a launch is here: the platform's user (`sub`) is matched to the user linked to it, or a new
 * Firebase account (no password; uid `lti-…` from the platform and `sub`) and member of the
 * platform's organisation is made, with the role the platform sends (kept up to date at each
 * launch). The browser then signs in with a Firebase custom token for that account.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Database } from '../db/client';
import { ltiUsers, users } from '../db/schema';
import { refuse } from '../http/problem';
import { roleOf, claims, type LaunchClaims } from './claims';
import type { Platform } from './platforms';

const auths = new Map<string, Auth>();
/** The Firebase Admin auth of `projectId` (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function adminAuth(projectId: string): Auth {
  let auth = auths.get(projectId);
  if (!auth) auths.set(projectId, (auth = getAuth(initializeApp({ projectId }, `lti-${randomUUID()}`))));
  return auth;
}

/** The launched person here. */
export interface LaunchUser {
  userId: string;
  uid: string;
  role: 'admin' | 'teacher' | 'learner';
}

const uidOf = (platform: Platform, sub: string) => `lti-${createHash('sha256').update(`${platform.id}\n${sub}`).digest('base64url').slice(0, 32)}`;

async function ensureFirebaseUser(auth: Auth, uid: string, displayName: string | undefined): Promise<void> {
  try {
    await auth.createUser({ uid, ...(displayName ? { displayName } : {}) });
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (code !== 'auth/uid-already-exists') throw error;
  }
}

/** Finds or makes the launched user (see the file's comment); 403 for one an admin removed. */
export async function launchUser(db: Database, auth: Auth, platform: Platform, launch: LaunchClaims): Promise<LaunchUser> {
  const role = roleOf(launch[claims.roles]);
  const name = launch.name?.trim() || null;
  const [linked] = await db.select({ id: users.id, uid: users.firebaseUid, removedAt: users.removedAt }).from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId)).where(and(eq(ltiUsers.platformId, platform.id), eq(ltiUsers.sub, launch.sub))).limit(1);
  if (linked) {
    if (linked.removedAt) throw refuse(403, 'lti-account-removed');
    await db.update(users).set({ role, ...(name ? { displayName: name } : {}) }).where(eq(users.id, linked.id));
    await ensureFirebaseUser(auth, linked.uid, name ?? undefined);
    return { userId: linked.id, uid: linked.uid, role };
  }
  const uid = uidOf(platform, launch.sub);
  await ensureFirebaseUser(auth, uid, name ?? undefined);
  const email = launch.email && /^[^@\s]+@[^@\s]+$/.test(launch.email) ? launch.email : null;
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ id: randomUUID(), organisationId: platform.organisationId, firebaseUid: uid, email, displayName: name, role })
      .onConflictDoUpdate({ target: [users.organisationId, users.firebaseUid], set: { role } });
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organisationId, platform.organisationId), eq(users.firebaseUid, uid)));
    await tx.insert(ltiUsers).values({ platformId: platform.id, sub: launch.sub, userId: user!.id }).onConflictDoNothing();
    return { userId: user!.id, uid, role };
  });
}

/** A custom token the browser signs in with; 503 when this server has no credentials to sign one. */
export async function customTokenFor(auth: Auth, uid: string): Promise<string> {
  try {
    return await auth.createCustomToken(uid, { lti: true });
  } catch {
    throw refuse(503, 'lti-no-credentials');
  }
}
