/**
 * Admin enrolment writes (issue 17, item 4): approve or reject learners' requests with a message
 * they see, and enrol people directly. Each change is audited in the same transaction. Deciding a
 * request twice changes nothing the second time (another admin's decision, or a write sent again).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { enrolments } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';
import { adminCoursesPolicy } from './policy';
import { assertMay } from '../../auth/policy';

const requestKey = sql<string>`${enrolments.userId} || ':' || ${enrolments.courseId}`;

/** Approves or rejects the requests `requestIds` (`${userId}:${courseId}`) of the caller's organisation. */
export async function decideEnrolments(db: Database, caller: Caller, args: MutationArgs<'enrolment.decide'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'enrolment.decide', {});
  const ids = [...new Set(args.requestIds)];
  const rows = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.organisationId, caller.organisationId), inArray(requestKey, ids)));
  if (rows.length !== ids.length) {
    const missing = ids.length - rows.length;
    throw refuse(404, 'requests-missing', { count: missing });
  }
  const status = args.decision === 'approve' ? 'active' : 'rejected';
  const message = args.message?.trim() || null;
  // Reject only what still waits; approve also what was rejected before (an admin changing their mind).
  const changing = rows.filter((row) => row.status === 'requested' || (status === 'active' && row.status === 'rejected'));
  const now = new Date();
  for (const row of changing) {
    await db
      .update(enrolments)
      .set({ status, decidedBy: caller.id, decidedAt: now, decisionMessage: message, updatedAt: now })
      .where(eq(enrolments.id, row.id));
    await recordAudit(db, caller, {
      action: `enrolment.${args.decision}`,
      subjectType: 'enrolment',
      subjectId: row.id,
      userId: row.userId,
      before: { courseId: row.courseId, status: row.status },
      after: { courseId: row.courseId, status, message },
    });
  }
}

/** Enrols `userIds` in `courseId` at once (an earlier request or rejection becomes active). */
export async function addEnrolments(db: Database, caller: Caller, args: MutationArgs<'enrolment.add'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.enrol', args);
  const userIds = [...new Set(args.userIds)];
  const existing = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, args.courseId), inArray(enrolments.userId, userIds)));
  const byUser = new Map(existing.map((row) => [row.userId, row]));
  const now = new Date();
  for (const userId of userIds) {
    const row = byUser.get(userId);
    if (row?.status === 'active' || row?.status === 'completed') continue;
    if (row) {
      await db.update(enrolments).set({ status: 'active', decidedBy: caller.id, decidedAt: now, updatedAt: now }).where(eq(enrolments.id, row.id));
    } else {
      await db.insert(enrolments).values({
        id: `e-${args.courseId}-${userId}`,
        organisationId: caller.organisationId,
        courseId: args.courseId,
        userId,
        status: 'active',
        decidedBy: caller.id,
        decidedAt: now,
      });
    }
    await recordAudit(db, caller, {
      action: 'enrolment.add',
      subjectType: 'enrolment',
      subjectId: row?.id ?? `e-${args.courseId}-${userId}`,
      userId,
      before: row ? { courseId: args.courseId, status: row.status } : null,
      after: { courseId: args.courseId, status: 'active' },
    });
  }
}
