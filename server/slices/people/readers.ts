/**
 * Batch tables. `batches`: a teacher's own, the ones a learner is in, or all of an admin's organisation. For teachers only:
 * `batchMembers` (members of their batches with a progress summary in the batch's course) and
 * `studentProgress` (those members' progress rows in that course, id `${userId}:${lessonId}:${section}`).
 * A member's completed sections count only sections the lesson has (0 … max(1, sections) − 1), as
 * the player counts them, so the percentage never passes 100 whatever rows exist.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { changedAnyOf, changedRows, iso, type TableReader } from '../../sync/tables/table';

export const batchesTable: TableReader = {
  name: 'batches',
  put: (db, { inScope, since }) => selectRows(db, sql`
    select b.id, b.name, b.course_id as "courseId", c.title as "courseTitle", b.teacher_id as "teacherId",
      t.display_name as "teacherName", b.starts_on::text as "startsOn", b.ends_on::text as "endsOn"
    from batches b join courses c on c.id = b.course_id left join users t on t.id = b.teacher_id
    where ${inScope({ organisation: sql`b.organisation_id`, batch: sql`b.id` })}
      and (b.sync_version > ${since} or c.sync_version > ${since} or t.sync_version > ${since})`),
  // A batch, its course and its teacher are rows of the caller's organisation.
  changed: changedAnyOf(changedRows('batches', 'organisation'), changedRows('courses', 'organisation'), changedRows('users', 'organisation')),
};

export const batchMembersTable: TableReader = {
  name: 'batchMembers',
  put: (db, { inScope, since }) => selectRows(db, sql`
    select m.id, m.batch_id as "batchId", m.user_id as "userId", u.display_name as name, u.email, b.course_id as "courseId",
      ps.completed as "completedSections", ls.total as "totalSections",
      case when ls.total = 0 then 0 else least(100, round(100.0 * ps.completed / ls.total))::int end as percent,
      ${iso(sql`ps.last`)} as "lastActivityAt"
    from batch_members m join batches b on b.id = m.batch_id join users u on u.id = m.user_id
    cross join lateral (select count(*) filter (where p.completed and p.section < greatest(1, l.sections))::int as completed,
        max(p.updated_at) as last, coalesce(max(p.sync_version), 0) as v
      from lesson_progress p join lessons l on l.id = p.lesson_id and l.course_id = p.course_id
      where p.user_id = m.user_id and p.course_id = b.course_id) ps
    cross join lateral (select coalesce(sum(greatest(1, l.sections)), 0)::int as total, coalesce(max(l.sync_version), 0) as v
      from lessons l where l.course_id = b.course_id) ls
    where ${inScope({ organisation: sql`b.organisation_id`, batch: sql`b.id` })}
      and greatest(m.sync_version, u.sync_version, b.sync_version, ps.v, ls.v) > ${since}`),
};

export const studentProgressTable: TableReader = {
  name: 'studentProgress',
  put: (db, { inScope, since }) => selectRows(db, sql`
    select p.user_id || ':' || p.lesson_id || ':' || p.section as id, p.user_id as "userId", p.course_id as "courseId",
      p.lesson_id as "lessonId", p.section, p.progress, p.completed, p.position, ${iso(sql`p.updated_at`)} as "updatedAt"
    from lesson_progress p
    where ${inScope({ organisation: sql`p.organisation_id`, user: sql`p.user_id`, course: sql`p.course_id` })} and p.sync_version > ${since}`),
  // The members' progress tombstones (they always carry their learner), in this table's ids.
  tombstones: { of: 'progress', id: (t) => `${t.userId}:${t.rowId}` },
};
