/** The caller's own rows: `progress` (id `${lessonId}:${section}`), `enrolments` (id = course id) and `packageAttempts` (`preferences` is read by its declaration). */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { changedRows, iso, type TableReader } from '../../sync/tables/table';
import { pagedTable } from '../../sync/tables/paged';

export const progressTable: TableReader = {
  name: 'progress',
  put: (db, ctx) => selectRows(db, sql`
    select p.lesson_id || ':' || p.section as id, p.course_id as "courseId", p.lesson_id as "lessonId", p.section,
      p.progress, p.completed, p.position, ${iso(sql`p.updated_at`)} as "updatedAt"
    from lesson_progress p
    where ${ctx.inScope({ organisation: sql`p.organisation_id`, user: sql`p.user_id` })} and p.sync_version > ${ctx.since}`),
  changed: changedRows('lesson_progress', 'own'),
};

export const enrolmentsTable: TableReader = {
  name: 'enrolments',
  put: (db, ctx) => selectRows(db, sql`
    select e.course_id as id, e.course_id as "courseId",
      case when e.status = 'requested' then 'pending' else 'active' end as status, ${iso(sql`e.updated_at`)} as "updatedAt"
    from enrolments e
    where ${ctx.inScope({ organisation: sql`e.organisation_id`, user: sql`e.user_id` })} and e.sync_version > ${ctx.since}
      and e.status in ('requested', 'active', 'completed')`),
  changed: changedRows('enrolments', 'own'),
};
export const packageAttemptsTable: TableReader = {
  name: 'packageAttempts',
  put: (db, ctx) => selectRows(db, sql`
    select a.lesson_id || ':' || a.item as id, a.course_id as "courseId", a.lesson_id as "lessonId", a.item, a.status, a.completed, a.success,
      a.score, a.seconds, a.suspend_data as "suspendData", a.location, a.interactions, a.commits, ${iso(sql`a.updated_at`)} as "updatedAt"
    from package_attempts a
    where ${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id` })} and a.sync_version > ${ctx.since}`),
  changed: changedRows('package_attempts', 'own'),
};

/**
 * The members' attempts (a teacher's batches' members in those batches' courses, an admin's whole
 * organisation), id `${userId}:${lessonId}:${item}`, without suspend data and location; paged by id.
 * A deletion is the learner's `packageAttempts` tombstone (owner + `lessonId:item`).
 */
export const memberPackageAttemptsTable: TableReader = {
  ...pagedTable({
    name: 'memberPackageAttempts',
    key: sql`(a.user_id || ':' || a.lesson_id || ':' || a.item)`,
    rows: (ctx) => sql`
      select a.user_id || ':' || a.lesson_id || ':' || a.item as id, a.user_id as "userId", a.course_id as "courseId", a.lesson_id as "lessonId",
        a.item, a.status, a.completed, a.success, a.score, a.seconds, a.interactions, a.commits, ${iso(sql`a.updated_at`)} as "updatedAt"
      from package_attempts a
      where ${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id`, course: sql`a.course_id` })} and a.sync_version > ${ctx.since}`,
    tombstones: { of: 'packageAttempts', id: (t) => `${t.userId}:${t.rowId}` },
  }),
  changed: changedRows('package_attempts', 'organisation'),
};

/** The learner area's readers, by table name (spread into `pullReaders`). */
export const learnerReaders = { progress: progressTable, enrolments: enrolmentsTable, packageAttempts: packageAttemptsTable, memberPackageAttempts: memberPackageAttemptsTable } as const satisfies Record<string, TableReader>;
