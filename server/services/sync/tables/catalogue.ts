/**
 * Catalogue tables: `courses` (what the caller's role may see of the organisation's catalogue, with
 * `assigned`), and `modules` and `lessons` only of courses the caller may open, so a lesson's
 * content never reaches a device that may not open its course.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { assignedTo } from '../../../policy/course-access';
import { changedRows, iso, type PullContext, type TableReader } from './table';
import { teaches } from '../../../db/batch-teachers';

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

export const modulesTable: TableReader = {
  name: 'modules',
  put: (db, ctx) => selectRows(db, sql`
    select m.id, m.course_id as "courseId", m.title, m.position
    from course_modules m
    where ${ctx.inScope({ organisation: sql`m.organisation_id`, course: sql`m.course_id` })} and m.sync_version > ${ctx.since}`),
  changed: changedRows('course_modules', 'organisation'),
};

export const lessonsTable: TableReader = {
  name: 'lessons',
  put: (db, ctx) => selectRows(db, sql`
    select l.id, l.course_id as "courseId", l.module_id as "moduleId", l.title, l.type, l.content, l.media_url as "mediaUrl",
      l.duration_seconds as "durationSeconds", l.sections, l.position, l.quiz_id as "quizId", l.exercise_id as "exerciseId",
      l.deck_id as "deckId", ${iso(sql`l.updated_at`)} as "updatedAt"
    from lessons l
    where ${ctx.inScope({ organisation: sql`l.organisation_id`, course: sql`l.course_id` })} and l.sync_version > ${ctx.since}`),
  changed: changedRows('lessons', 'organisation'),
};
