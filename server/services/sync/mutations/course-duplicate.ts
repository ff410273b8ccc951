/** `course.duplicate`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { duplicateCourse } from '../../admin/course-status';
import type { MutationHandler } from './registry';

/** Applies `course.duplicate`. */
export const courseDuplicate: MutationHandler<'course.duplicate'> = async (db, caller, args) => {
  await duplicateCourse(db, caller, args);
};
