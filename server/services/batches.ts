/** Batches: a teacher's own, and all of them for an admin (they are created by people/admin-batches.ts). */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Batch } from '../../contract/api';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { batchMembers, batches, courses, users } from '../db/schema';
import { teaches } from '../db/batch-teachers';

async function selectBatches(db: Database, where: SQL[]): Promise<Batch[]> {
  return db
    .select({
      id: batches.id,
      name: batches.name,
      courseId: batches.courseId,
      courseTitle: courses.title,
      teacherId: batches.teacherId,
      teacherName: users.displayName,
      startsOn: batches.startsOn,
      endsOn: batches.endsOn,
      studentCount: count(batchMembers.id),
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(users, eq(users.id, batches.teacherId))
    .leftJoin(batchMembers, eq(batchMembers.batchId, batches.id))
    .where(and(...where))
    .groupBy(batches.id, courses.title, users.displayName)
    .orderBy(asc(batches.name));
}

/** The batches the calling teacher teaches (as the lead or as one of its teachers). */
export function listTeacherBatches(db: Database, caller: Caller): Promise<Batch[]> {
  return selectBatches(db, [eq(batches.organisationId, caller.organisationId), teaches(batches.id, caller.id)]);
}

/** Every batch of the organisation (admin). */
export function listAllBatches(db: Database, caller: Caller): Promise<Batch[]> {
  return selectBatches(db, [eq(batches.organisationId, caller.organisationId)]);
}
