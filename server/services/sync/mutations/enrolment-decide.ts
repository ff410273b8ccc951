/** `enrolment.decide`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { decideEnrolments } from '../../admin/enrolment-decisions';
import type { MutationHandler } from './registry';

/** Applies `enrolment.decide`. */
export const enrolmentDecide: MutationHandler<'enrolment.decide'> = async (db, caller, args) => {
  await decideEnrolments(db, caller, args);
};
