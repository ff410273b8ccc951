/**
 * Staff tables of people (contract/staff.ts): `people` (a teacher's batch members, or everyone of an
 * admin's organisation), and for admins `memberships`, `orgEnrolments` and `accessGrants`; for
 * teachers `memberDevices` (when each member's devices last pulled and pushed). Admin tables page.
 * A teacher's members change through a scope reset (batch_members bumps the teacher's scope), so
 * their removals arrive as a reset, not as tombstones (scope.ts, `tombstoneInScope`).
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { pagedTable } from '../../sync/tables/paged';
import { iso, type TableReader } from '../../sync/tables/table';

export const peopleTable = pagedTable({
  name: 'people',
  key: sql`u.id`,
  rows: (ctx) => sql`
    select u.id, u.display_name as name, u.email, u.photo_url as "photoUrl", u.role,
      ${iso(sql`u.removed_at`)} as "removedAt",
      ${iso(sql`u.created_at`)} as "createdAt", ${iso(sql`u.updated_at`)} as "updatedAt"
    from users u
    where ${ctx.inScope({ organisation: sql`u.organisation_id`, user: sql`u.id` })} and u.sync_version > ${ctx.since}`,
});

export const membershipsTable = pagedTable({
  name: 'memberships',
  key: sql`m.id`,
  rows: (ctx) => sql`
    select m.id, m.batch_id as "batchId", m.user_id as "userId", ${iso(sql`m.created_at`)} as "createdAt"
    from batch_members m
    where ${ctx.inScope({ organisation: sql`m.organisation_id`, batch: sql`m.batch_id` })} and m.sync_version > ${ctx.since}`,
  tombstones: { of: 'batchMembers' },
});

export const orgEnrolmentsTable = pagedTable({
  name: 'orgEnrolments',
  key: sql`(e.user_id || ':' || e.course_id)`,
  rows: (ctx) => sql`
    select e.user_id || ':' || e.course_id as id, e.user_id as "userId", e.course_id as "courseId", e.status,
      e.decision_message as "decisionMessage",
      ${iso(sql`e.created_at`)} as "createdAt", ${iso(sql`e.updated_at`)} as "updatedAt"
    from enrolments e
    where ${ctx.inScope({ organisation: sql`e.organisation_id`, user: sql`e.user_id`, course: sql`e.course_id` })} and e.sync_version > ${ctx.since}`,
  // Enrolment tombstones name the course and carry the learner.
  tombstones: { of: 'enrolments', id: (t) => `${t.userId}:${t.rowId}` },
});

export const accessGrantsTable = pagedTable({
  name: 'accessGrants',
  key: sql`a.id`,
  rows: (ctx) => sql`
    select a.id, a.user_id as "userId", a.course_id as "courseId", a.granted_by as "grantedBy",
      case when a.expires_at is null then null else ${iso(sql`a.expires_at`)} end as "expiresAt", ${iso(sql`a.created_at`)} as "createdAt"
    from course_access a
    where ${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id`, course: sql`a.course_id` })} and a.sync_version > ${ctx.since}`,
});

/** Not versioned (a pull does not bump the counter): sent whole on every teacher pull, one row per member. */
export const memberDevicesTable: TableReader = {
  name: 'memberDevices',
  put: (db, ctx) => selectRows(db, sql`
    select s.user_id as id,
      case when max(s.last_pulled_at) is null then null else ${iso(sql`max(s.last_pulled_at)`)} end as "lastPulledAt",
      case when max(s.last_mutation_id) = 0 then null else ${iso(sql`max(s.updated_at) filter (where s.last_mutation_id > 0)`)} end as "lastPushedAt"
    from sync_clients s
    where ${ctx.inScope({ organisation: sql`s.organisation_id`, user: sql`s.user_id` })}
    group by s.user_id`),
  tombstones: null,
};
