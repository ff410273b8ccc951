/**
 * `batchMember.add`, `batchMember.move`, `batchMember.remove`: admin writes on the learners of a batch
 * (rules in services/people/batch-memberships.ts); admins only, within their organisation, audited.
 */
import { addMembership, moveMembership, removeMembership } from '../../people/batch-memberships';
import type { MutationHandler } from './registry';

/** Applies `batchMember.add`. */
export const batchMemberAdd: MutationHandler<'batchMember.add'> = async (db, caller, args) => {
  await addMembership(db, caller, args);
};

/** Applies `batchMember.move`. */
export const batchMemberMove: MutationHandler<'batchMember.move'> = async (db, caller, args) => {
  await moveMembership(db, caller, args);
};

/** Applies `batchMember.remove`. */
export const batchMemberRemove: MutationHandler<'batchMember.remove'> = async (db, caller, args) => {
  await removeMembership(db, caller, args);
};
