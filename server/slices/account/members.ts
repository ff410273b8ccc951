/** Who the caller is in the organisation a request names, including first sign-in (self sign-up). */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../contract/api';
import type { ProfilePatch } from '../../../contract/profile';
import type { Caller } from '../../auth/caller';
import type { VerifiedToken } from '../../auth/token-verifier';
import type { Database } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { acceptInvitation } from '../people/invitations';

const callerColumns = {
  id: users.id,
  uid: users.firebaseUid,
  email: users.email,
  displayName: users.displayName,
  photoURL: users.photoUrl,
  organisationId: users.organisationId,
  organisationName: organisations.name,
  role: users.role,
  removedAt: users.removedAt,
};

async function findMember(db: Database, uid: string, organisationId: string): Promise<Caller | undefined> {
  const [row] = await findMemberRows(db, uid, organisationId);
  if (!row) return undefined;
  const { removedAt, ...caller } = row;
  if (removedAt) throw refuse(403, 'account-removed', { organisation: caller.organisationName });
  return caller;
}

function findMemberRows(db: Database, uid: string, organisationId: string) {
  return db
    .select(callerColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.firebaseUid, uid), eq(users.organisationId, organisationId)))
    .limit(1);
}

/**
 * The caller's membership in `organisationId`. The first sign-in of an invited email joins with the
 * invitation's role (and batch), whatever the provider; a Firebase user the server has never seen
 * becomes a learner when the organisation allows self sign-up; everyone else outside it gets 403,
 * and so does a member an admin removed.
 */
export async function resolveCaller(db: Database, token: VerifiedToken, organisationId: string): Promise<Caller> {
  const member = await findMember(db, token.uid, organisationId);
  if (member) return member;
  const invited = await acceptInvitation(db, token, organisationId);
  if (invited) {
    const joined = await findMember(db, token.uid, organisationId);
    if (joined) return joined;
  }
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, token.uid)).limit(1);
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  if (known || !organisation) {
    throw refuse(403, 'not-a-member', { organisationId });
  }
  if (!organisation.selfSignUp) {
    throw refuse(403, 'no-self-sign-up', { organisation: organisation.name });
  }
  await db
    .insert(users)
    .values({
      id: randomUUID(),
      organisationId,
      firebaseUid: token.uid,
      email: token.email,
      displayName: token.name,
      photoUrl: token.picture,
      role: 'learner',
    })
    .onConflictDoNothing();
  const created = await findMember(db, token.uid, organisationId);
  if (!created) throw new Error('self sign-up did not create the user');
  return created;
}

/** The answer of `GET /api/users/me`. */
export function toCurrentUser(caller: Caller): CurrentUser {
  return { ...caller };
}

/**
 * Keeps the caller's name and photo (what they just saved with the identity provider) in their own
 * users row of the caller's organisation, so staff lists and chat show the new name; answers the
 * updated current user.
 */
export async function updateOwnProfile(db: Database, caller: Caller, patch: ProfilePatch): Promise<CurrentUser> {
  await db
    .update(users)
    .set({ displayName: patch.displayName, photoUrl: patch.photoURL })
    .where(and(eq(users.id, caller.id), eq(users.organisationId, caller.organisationId)));
  const updated = await findMember(db, caller.uid, caller.organisationId);
  if (!updated) throw refuse(404, 'membership-ended');
  return toCurrentUser(updated);
}
