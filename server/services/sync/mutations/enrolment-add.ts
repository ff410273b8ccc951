/** `enrolment.add`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { addEnrolments } from '../../admin/enrolment-decisions';
import type { MutationHandler } from './registry';

/** Applies `enrolment.add`. */
export const enrolmentAdd: MutationHandler<'enrolment.add'> = async (db, caller, args) => {
  await addEnrolments(db, caller, args);
};
