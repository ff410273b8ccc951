/**
 * The people slice's policy (issues 17, 47 and 49): who may change which learner's batch. Only an
 * admin, and only within their organisation: the batch must take learners (not archived) and the
 * person must be a learner who has not been removed (a removed person keeps their row, so they may
 * be restored; the admin is told why, not "no such person"). The REST routes and the `batchMember.*`
 * intents ask this one policy (batch-memberships.ts).
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { firstRefusal, refusedWith, type Policy, type Refusal } from '../../auth/policy';

const ADMINS_ONLY = 'batch-admins-only';

/** 404 outside the organisation, 409 for an archived batch. */
async function batchTakesLearners(db: Database, caller: Caller, batchId: string): Promise<Refusal | null> {
  const [batch] = await selectRows<{ name: string; archived: boolean }>(db, sql`
    select name, archived_at is not null as archived from batches where id = ${batchId} and organisation_id = ${caller.organisationId}`);
  return firstRefusal([
    [!batch, refusedWith(404, 'batch-missing', { batchId })],
    [batch?.archived, refusedWith(409, 'batch-archived', { name: batch?.name ?? '' })],
  ]);
}

/** 404 outside the organisation, 409 for a removed person, 400 for someone who is not a learner. */
async function joinableLearner(db: Database, caller: Caller, userId: string): Promise<Refusal | null> {
  const [user] = await selectRows<{ name: string; role: string; removed: boolean }>(db, sql`
    select coalesce(display_name, email, 'This person') as name, role, removed_at is not null as removed
    from users where id = ${userId} and organisation_id = ${caller.organisationId}`);
  return firstRefusal([
    [!user, refusedWith(404, 'person-missing', { userId })],
    [user?.removed, refusedWith(409, 'person-removed', { name: user?.name ?? '' })],
    [user && user.role !== 'learner', refusedWith(400, 'batch-learners-only-named', { name: user?.name ?? '', role: user?.role ?? '' })],
  ]);
}

/** 409 when the learner of membership `memberId` was removed: moving them puts them in a batch, as an add does. */
async function memberNotRemoved(db: Database, memberId: string): Promise<Refusal | null> {
  const [user] = await selectRows<{ name: string }>(db, sql`
    select coalesce(u.display_name, u.email, 'This person') as name from batch_members m join users u on u.id = m.user_id
    where m.id = ${memberId} and u.removed_at is not null`);
  return user ? refusedWith(409, 'person-removed', { name: user.name }) : null;
}

/** 404 for a membership not of the organisation (or gone). */
async function membershipOfOrganisation(db: Database, caller: Caller, memberId: string): Promise<Refusal | null> {
  const [row] = await selectRows<{ id: string }>(db, sql`select id from batch_members where id = ${memberId} and organisation_id = ${caller.organisationId}`);
  return row ? null : refusedWith(404, 'membership-gone', { memberId });
}

/** Who may do what to batch memberships: role × action × target. */
export const peoplePolicy: Policy<{
  'batchMember.add': { batchId: string; userId: string };
  'batchMember.move': { memberId: string; toBatchId: string };
  'batchMember.remove': { memberId: string };
}> = {
  'batchMember.add': {
    roles: ['admin'], refusal: ADMINS_ONLY,
    target: async (db, caller, { batchId, userId }) => (await batchTakesLearners(db, caller, batchId)) ?? joinableLearner(db, caller, userId),
  },
  'batchMember.move': {
    roles: ['admin'], refusal: ADMINS_ONLY,
    target: async (db, caller, { memberId, toBatchId }) =>
      (await membershipOfOrganisation(db, caller, memberId)) ?? (await batchTakesLearners(db, caller, toBatchId)) ?? memberNotRemoved(db, memberId),
  },
  'batchMember.remove': { roles: ['admin'], refusal: ADMINS_ONLY, target: (db, caller, { memberId }) => membershipOfOrganisation(db, caller, memberId) },
};
