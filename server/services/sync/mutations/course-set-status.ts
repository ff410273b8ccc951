/** `course.setStatus`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { setCourseStatus } from '../../admin/course-status';
import type { MutationHandler } from './registry';

/** Applies `course.setStatus`. */
export const courseSetStatus: MutationHandler<'course.setStatus'> = async (db, caller, args) => {
  await setCourseStatus(db, caller, args);
};
