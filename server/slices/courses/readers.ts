/**
 * The catalogue's `courses`: what the caller's role may see of the organisation's catalogue, with
 * `assigned`. Its `modules` and `lessons` (only of courses the caller may open, so a lesson's
 * content never reaches a device that may not open its course) are read by their declarations.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { assignedTo } from '../../auth/course-access';
import { changedRows, iso, type PullContext, type TableReader } from '../../sync/tables/table';
import { teaches } from '../../db/batch-teachers';

function assigned({ caller }: PullContext) {
  if (caller.role === 'learner') return assignedTo(caller.id);
  if (caller.role === 'teacher') return sql`exists (select 1 from batches b where b.course_id = c.id and ${teaches(sql`b.id`, caller.id)})`;
  return sql`false`;
}

export const coursesTable: TableReader = {
  name: 'courses',
  put: (db, ctx) => selectRows(db, sql`
    select c.id, c.title, c.summary, c.description, c.category, c.level, c.image_url as "imageUrl", c.published, c.status,
      c.enrolment_mode as "enrolmentMode", c.language, ${assigned(ctx)} as assigned, ${iso(sql`c.updated_at`)} as "updatedAt"
    from courses c
    where ${ctx.inScope({ organisation: sql`c.organisation_id` })} and c.sync_version > ${ctx.since}
      ${ctx.caller.role === 'learner' ? sql`and c.published` : sql``}
    order by c.title`),
  changed: changedRows('courses', 'organisation'),
};
