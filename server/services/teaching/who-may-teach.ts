/**
 * Who may give feedback or an extension to a learner on a quiz (issue 16, item 4): a teacher of a
 * batch the learner is in whose course has the quiz, or an admin of the organisation. Anyone else is
 * refused in one wording that names nothing, so a refusal does not tell whether the learner or the
 * quiz exists.
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { HttpError } from '../../http/problem';
import { teaches } from '../../db/batch-teachers';

/** The refusal for everyone else (403). */
export const NOT_YOUR_LEARNER = 'Only a teacher of this learner’s batch for this quiz’s course, or an admin, may do this.';

/** Throws 403 unless `caller` may teach learner `userId` on quiz `quizId` (both of the caller's organisation). */
export async function assertMayTeach(db: Database, caller: Caller, userId: string, quizId: string): Promise<void> {
  if (caller.role === 'learner') throw new HttpError(403, NOT_YOUR_LEARNER);
  const [row] = await selectRows<{ allowed: boolean }>(db, sql`
    select exists (
      select 1 from quizzes q join users u on u.id = ${userId} and u.organisation_id = q.organisation_id
      where q.id = ${quizId} and q.organisation_id = ${caller.organisationId}
        and (${caller.role === 'admin'} or exists (
          select 1 from batches b join batch_members m on m.batch_id = b.id
          where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId}
            and b.course_id = q.course_id and m.user_id = ${userId}))
    ) as allowed`);
  if (!row?.allowed) throw new HttpError(403, NOT_YOUR_LEARNER);
}
