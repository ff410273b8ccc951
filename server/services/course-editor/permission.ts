/**
 * Who may edit a course (issue 19 item 5): an admin any course of their organisation, a teacher
 * the courses of the batches they teach; nobody else. Used by the outline routes and by uploads.
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { HttpError } from '../../http/problem';
import { teaches } from '../../db/batch-teachers';

/** SQL true when the caller may edit course `c` (an alias in the outer query). */
function editableBy(caller: Caller) {
  if (caller.role === 'admin') return sql`true`;
  if (caller.role === 'teacher') return sql`exists (select 1 from batches b where b.course_id = c.id and ${teaches(sql`b.id`, caller.id)})`;
  return sql`false`;
}

/** Resolves when the caller may edit `courseId`; 404 for a course not of their organisation, 403 otherwise. */
export async function assertMayEditCourse(db: Database, caller: Caller, courseId: string): Promise<void> {
  const [row] = await selectRows<{ editable: boolean }>(db, sql`
    select ${editableBy(caller)} as editable from courses c where c.id = ${courseId} and c.organisation_id = ${caller.organisationId}`);
  if (!row) throw new HttpError(404, `There is no course ${courseId}.`);
  if (!row.editable) throw new HttpError(403, 'Only admins and the teachers of its batches may edit this course.');
}

/** Whether the caller may upload media: an admin, or a teacher of at least one batch. */
export async function mayUploadMedia(db: Database, caller: Caller): Promise<boolean> {
  if (caller.role === 'admin') return true;
  if (caller.role !== 'teacher') return false;
  const [row] = await selectRows<{ teaches: boolean }>(db, sql`
    select exists (select 1 from batches b where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId}) as teaches`);
  return row?.teaches === true;
}
