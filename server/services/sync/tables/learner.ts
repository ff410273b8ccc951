/** The caller's own rows: `progress` (id `${lessonId}:${section}`) and `enrolments` (id = course id). */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { changedRows, iso, ownTombstones, type PullTable } from './table';

export const progressTable: PullTable = {
  name: 'progress',
  put: (db, { caller, since }) => selectRows(db, sql`
    select p.lesson_id || ':' || p.section as id, p.course_id as "courseId", p.lesson_id as "lessonId", p.section,
      p.progress, p.completed, p.position, ${iso(sql`p.updated_at`)} as "updatedAt"
    from lesson_progress p
    where p.user_id = ${caller.id} and p.organisation_id = ${caller.organisationId} and p.sync_version > ${since}`),
  changed: changedRows('lesson_progress', 'own'),
  // Progress tombstones always carry their user: only the owner's come through here.
  del: (tombstones, ctx) => ownTombstones('progress')(tombstones.filter((t) => t.userId === ctx.caller.id), ctx),
};

export const enrolmentsTable: PullTable = {
  name: 'enrolments',
  put: (db, { caller, since }) => selectRows(db, sql`
    select e.course_id as id, e.course_id as "courseId",
      case when e.status = 'requested' then 'pending' else 'active' end as status, ${iso(sql`e.updated_at`)} as "updatedAt"
    from enrolments e
    where e.user_id = ${caller.id} and e.organisation_id = ${caller.organisationId} and e.sync_version > ${since}
      and e.status in ('requested', 'active', 'completed')`),
  changed: changedRows('enrolments', 'own'),
  del: ownTombstones('enrolments'),
};
