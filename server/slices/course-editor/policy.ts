/**
 * The course-editor slice's policy (issue 19 item 5; issue 47): who may edit a course and upload media.
 * An admin edits any course of their organisation, a teacher the courses of the batches they teach,
 * a learner none; media are uploaded by an admin or a teacher of at least one batch. Which courses a
 * caller may open is SQL the pull shares (auth/course-access.ts).
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { teaches } from '../../db/batch-teachers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refusedWith, type Policy, type Refusal } from '../../auth/policy';

const NOT_AN_EDITOR = 'not-an-editor';
const NOT_AN_UPLOADER = 'not-an-uploader';

/** 404 for a course not of the caller's organisation; 403 for a teacher who teaches no batch of it. */
async function editable(db: Database, caller: Caller, { courseId }: { courseId: string }): Promise<Refusal | null> {
  const editableBy = caller.role === 'admin' ? sql`true` : sql`exists (select 1 from batches b where b.course_id = c.id and ${teaches(sql`b.id`, caller.id)})`;
  const [row] = await selectRows<{ editable: boolean }>(db, sql`
    select ${editableBy} as editable from courses c where c.id = ${courseId} and c.organisation_id = ${caller.organisationId}`);
  if (!row) return refusedWith(404, 'course-no-such', { courseId });
  return row.editable ? null : refusedWith(403, NOT_AN_EDITOR);
}

/** A teacher uploads only while they teach a batch of their organisation. */
async function uploader(db: Database, caller: Caller): Promise<Refusal | null> {
  if (caller.role === 'admin') return null;
  const [row] = await selectRows<{ teaches: boolean }>(db, sql`
    select exists (select 1 from batches b where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId}) as teaches`);
  return row?.teaches ? null : refusedWith(403, NOT_AN_UPLOADER);
}

/** Who may do what to courses: role × action × target. */
export const coursesPolicy: Policy<{ 'course.edit': { courseId: string }; 'media.upload': Record<string, never> }> = {
  'course.edit': { roles: ['teacher', 'admin'], refusal: NOT_AN_EDITOR, target: editable },
  'media.upload': { roles: ['teacher', 'admin'], refusal: NOT_AN_UPLOADER, target: uploader },
};
