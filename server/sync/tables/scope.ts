/**
 * The declared scopes (contract/tables/table.ts) compiled to SQL (CONVENTIONS §14): a reader names
 * where its rows hold the organisation, owner, course and batch ({@link ScopeColumns}); the caller's
 * role's scopes of the table decide which rows it reads and which tombstones are its deletions. A
 * reader writes no role filter of its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RowScope } from '../../../contract/tables';
import type { Caller } from '../../auth/caller';
import { teaches } from '../../db/batch-teachers';
import { openableCourseIds } from '../../auth/course-access';

/** Where a reader's rows name what a scope is about (columns of its query, such as sql`f.user_id`). */
export interface ScopeColumns {
  /** The row's organisation (every scope is within the caller's). */
  organisation: SQL;
  /** The learner the row is of (`own`, `taught-batches`). */
  user?: SQL;
  /** The course the row belongs to (`openable-courses`, `taught-batches`). */
  course?: SQL;
  /** The batch the row is (`own-batches`, `taught-batches`). */
  batch?: SQL;
}

/** SQL: the user ids of the members of the batches `caller` teaches. */
export const taughtMembers = (caller: Caller) => sql`(select m.user_id from batch_members m join batches b on b.id = m.batch_id
  where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId})`;

function missing(scope: RowScope, column: keyof ScopeColumns): never {
  throw new Error(`A reader scoped '${scope}' must name its rows' ${column} column.`);
}

/** SQL true for `course` being the course of a batch `caller` teaches. */
const taughtCourse = (caller: Caller, course: SQL) =>
  sql`${course} in (select b.course_id from batches b where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId})`;

/**
 * SQL true for a row of `taught-batches`: of a batch the caller teaches, or a member's of one (in
 * its course, when named); a row naming a batch or a course (either may be null, no learner): of a
 * batch they teach or of the course of one.
 */
function taught(caller: Caller, { user, course, batch }: ScopeColumns): SQL {
  if (batch && course && !user) return sql`(${teaches(batch, caller.id)} or ${taughtCourse(caller, course)})`;
  if (batch) return teaches(batch, caller.id);
  if (user && course) {
    return sql`exists (select 1 from batch_members m join batches b on b.id = m.batch_id where ${teaches(sql`b.id`, caller.id)}
      and b.organisation_id = ${caller.organisationId} and m.user_id = ${user} and b.course_id = ${course})`;
  }
  if (user) return sql`${user} in ${taughtMembers(caller)}`;
  if (course) return taughtCourse(caller, course);
  return missing('taught-batches', 'user');
}

/** SQL true for a row in one scope (besides the organisation). */
function one(scope: RowScope, caller: Caller, columns: ScopeColumns): SQL {
  switch (scope) {
    case 'organisation': return sql`true`;
    case 'own': return columns.user ? sql`${columns.user} = ${caller.id}` : missing(scope, 'user');
    case 'openable-courses': return columns.course ? sql`${columns.course} in (${openableCourseIds(caller)})` : missing(scope, 'course');
    case 'own-batches': return columns.batch
      ? sql`exists (select 1 from batch_members m where m.batch_id = ${columns.batch} and m.user_id = ${caller.id})`
      : missing(scope, 'batch');
    case 'taught-batches': return taught(caller, columns);
  }
}

/** SQL true for the rows (named by `columns`) `caller` receives under `scopes`: of their organisation and in any of the scopes. */
export function inScope(scopes: readonly RowScope[], caller: Caller, columns: ScopeColumns): SQL {
  const any = scopes.length === 0 ? sql`false` : sql.join(scopes.map((scope) => one(scope, caller, columns)), sql` or `);
  return sql`${columns.organisation} = ${caller.organisationId} and (${any})`;
}

/**
 * SQL true for a tombstone `t` (of the caller's organisation) the caller could have had the row of
 * under `scopes`. Organisation-wide scopes take every one; `own` the caller's and those recorded
 * without an owner (a row of the organisation, such as a chat room); `taught-batches` the
 * members' only: a batch, membership or teacher change resets the teacher's scope instead (0002's
 * `sync_scope_of_row_user`, `sync_scope_of_batch`), so a row without an owner never needs one.
 */
export function tombstoneInScope(scopes: readonly RowScope[], caller: Caller): SQL {
  const each = scopes.map((scope) => {
    if (scope === 'own') return sql`(t.user_id is null or t.user_id = ${caller.id})`;
    if (scope === 'taught-batches') return sql`t.user_id in ${taughtMembers(caller)}`;
    return sql`true`;
  });
  return each.length === 0 ? sql`false` : sql`(${sql.join(each, sql` or `)})`;
}
