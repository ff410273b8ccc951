/**
 * People of an organisation as an admin manages them (issue 17, item 1): invitations (the first
 * sign-in of an invited email joins with its role and batch), the people list, role changes and
 * removal (refused at once on the server, rows kept for reports). Every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { InviteRequest, Person } from '../../../contract/people';
import type { Role } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import { forgetMemberEverywhere } from '../../auth/caller-cache';
import type { VerifiedToken } from '../../auth/token-verifier';
import type { Database } from '../../db/client';
import { batchMembers, batches, invitations, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';

/**
 * Joins the token's user to `organisationId` when their email has a pending invitation there:
 * a users row with the invited role, the invited batch (learners), and the invitation marked
 * accepted, in one transaction. Returns whether it joined.
 */
export async function acceptInvitation(db: Database, token: VerifiedToken, organisationId: string): Promise<boolean> {
  const email = token.email?.trim().toLowerCase();
  if (!email) return false;
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.organisationId, organisationId), eq(invitations.email, email), isNull(invitations.acceptedAt)))
      .for('update');
    if (!invitation) return false;
    // A staff role is given only to someone who proved they own the address: anyone can create a
    // password account for any email, so an unverified one must not pick up a teacher's or admin's invitation.
    if (invitation.role !== 'learner' && !token.emailVerified) {
      throw refuse(403, invitation.role === 'admin' ? 'invitation-unverified-admin' : 'invitation-unverified-teacher');
    }
    const userId = randomUUID();
    const inserted = await tx
      .insert(users)
      .values({
        id: userId,
        organisationId,
        firebaseUid: token.uid,
        email: token.email,
        displayName: token.name ?? invitation.displayName,
        photoUrl: token.picture,
        role: invitation.role,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    if (invitation.batchId && invitation.role === 'learner') {
      await tx
        .insert(batchMembers)
        .values({ id: randomUUID(), organisationId, batchId: invitation.batchId, userId })
        .onConflictDoNothing();
    }
    await tx
      .update(invitations)
      .set({ acceptedAt: new Date(), acceptedUserId: userId })
      .where(eq(invitations.id, invitation.id));
    return true;
  });
}

async function batchInOrganisation(db: Database, organisationId: string, batchId: string) {
  const [batch] = await db
    .select({ id: batches.id, archivedAt: batches.archivedAt })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.organisationId, organisationId)));
  if (!batch) throw refuse(404, 'batch-not-in-organisation', { batchId });
  if (batch.archivedAt) throw refuse(409, 'batch-is-archived');
}

/**
 * Invites an email with a role (and a learner's batch); 409 when the email is already a member.
 * Inviting a pending email again replaces that invitation's role, name and batch.
 */
export async function invitePerson(db: Database, caller: Caller, input: InviteRequest & { role: Role }): Promise<Person> {
  const org = caller.organisationId;
  const email = input.email.trim().toLowerCase();
  const batchId = input.batchId ?? null;
  if (batchId && input.role !== 'learner') throw refuse(400, 'batch-learners-only');
  return db.transaction(async (tx) => {
    if (batchId) await batchInOrganisation(tx, org, batchId);
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, org), sql`lower(${users.email}) = ${email}`));
    if (member) throw refuse(409, 'already-member', { email });
    const [before] = await tx.select().from(invitations).where(and(eq(invitations.organisationId, org), eq(invitations.email, email)));
    if (before?.acceptedAt) throw refuse(409, 'already-joined', { email });
    const values = { displayName: input.displayName ?? null, role: input.role, batchId, invitedBy: caller.id };
    const [row] = await tx
      .insert(invitations)
      .values({ id: before?.id ?? randomUUID(), organisationId: org, email, ...values })
      .onConflictDoUpdate({ target: [invitations.organisationId, invitations.email], set: values })
      .returning();
    await recordAudit(tx, caller, {
      action: before ? 'invitation.update' : 'invitation.create',
      subjectType: 'invitation',
      subjectId: row!.id,
      batchId,
      before: before ? { email, role: before.role, displayName: before.displayName, batchId: before.batchId } : null,
      after: { email, ...values },
    });
    return {
      id: `invitation:${row!.id}`,
      userId: null,
      email,
      displayName: row!.displayName,
      role: row!.role,
      status: 'invited',
      batchNames: [],
      since: row!.createdAt.toISOString(),
    };
  });
}

/** Withdraws a pending invitation. */
export async function withdrawInvitation(db: Database, caller: Caller, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.organisationId, caller.organisationId), isNull(invitations.acceptedAt)))
      .returning();
    if (!removed) throw refuse(404, 'invitation-missing', { invitationId });
    await recordAudit(tx, caller, {
      action: 'invitation.withdraw',
      subjectType: 'invitation',
      subjectId: invitationId,
      before: { email: removed.email, role: removed.role, batchId: removed.batchId },
      after: null,
    });
  });
}

/** Every member (removed ones included, marked) and pending invitation of the organisation. */
export async function listPeople(db: Database, caller: Caller): Promise<Person[]> {
  const org = caller.organisationId;
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      removedAt: users.removedAt,
      createdAt: users.createdAt,
      batchNames: sql<string[]>`coalesce(array_agg(${batches.name} order by ${batches.name}) filter (where ${batches.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(batchMembers, eq(batchMembers.userId, users.id))
    .leftJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(eq(users.organisationId, org))
    .groupBy(users.id)
    .orderBy(asc(users.email));
  const pending = await db
    .select({ id: invitations.id, email: invitations.email, displayName: invitations.displayName, role: invitations.role, createdAt: invitations.createdAt, batchName: batches.name })
    .from(invitations)
    .leftJoin(batches, eq(batches.id, invitations.batchId))
    .where(and(eq(invitations.organisationId, org), isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.email));
  return [
    ...members.map((m): Person => ({
      id: m.id,
      userId: m.id,
      email: m.email,
      displayName: m.displayName,
      role: m.role,
      status: m.removedAt ? 'removed' : 'member',
      batchNames: m.batchNames,
      since: m.createdAt.toISOString(),
    })),
    ...pending.map((i): Person => ({
      id: `invitation:${i.id}`,
      userId: null,
      email: i.email,
      displayName: i.displayName,
      role: i.role,
      status: 'invited',
      batchNames: i.batchName ? [i.batchName] : [],
      since: i.createdAt.toISOString(),
    })),
  ];
}

async function memberOf(db: Database, caller: Caller, userId: string) {
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, caller.organisationId)))
    .for('update');
  if (!member) throw refuse(404, 'person-not-in-organisation', { userId });
  if (member.id === caller.id) throw refuse(400, 'not-yourself');
  return member;
}

/** Changes a member's role; their next request uses it. */
export async function changeRole(db: Database, caller: Caller, userId: string, role: Role): Promise<void> {
  const member = await db.transaction(async (tx) => {
    const before = await memberOf(tx, caller, userId);
    if (before.removedAt) throw refuse(409, 'person-removed-restore');
    if (before.role === role) return before;
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, caller, { action: 'person.role', subjectType: 'person', subjectId: userId, userId, before: { role: before.role }, after: { role } });
    return before;
  });
  forgetMemberEverywhere({ uid: member.firebaseUid, organisationId: caller.organisationId });
}

/** Removes (or restores) a member: a removed person's next request is 403; their rows stay for reports. */
export async function setRemoved(db: Database, caller: Caller, userId: string, removed: boolean): Promise<void> {
  const member = await db.transaction(async (tx) => {
    const before = await memberOf(tx, caller, userId);
    if (Boolean(before.removedAt) === removed) return before;
    await tx.update(users).set({ removedAt: removed ? new Date() : null }).where(eq(users.id, userId));
    await recordAudit(tx, caller, {
      action: removed ? 'person.remove' : 'person.restore',
      subjectType: 'person',
      subjectId: userId,
      userId,
      before: { removed: !removed },
      after: { removed },
    });
    return before;
  });
  forgetMemberEverywhere({ uid: member.firebaseUid, organisationId: caller.organisationId });
}
