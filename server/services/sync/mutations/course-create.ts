/** `course.create`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { createCourse } from '../../admin/course-status';
import type { MutationHandler } from './registry';

/** Applies `course.create`. */
export const courseCreate: MutationHandler<'course.create'> = async (db, caller, args) => {
  await createCourse(db, caller, args);
};
