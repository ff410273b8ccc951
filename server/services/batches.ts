/** Batches: a teacher's own, all of them for an admin, and creating one (with its chat room). */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Batch, CreateBatchRequest } from '../../contract/api';
import type { Caller } from '../app-env';
import type { Database } from '../db/client';
import { batchMembers, batches, courses, users } from '../db/schema';
import { teaches } from '../db/batch-teachers';
import { HttpError } from '../http/problem';
import { createBatchRoom } from './chat/rooms';

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

/** Creates a batch; 404 for a course or teacher outside the organisation, 409 for a taken name. */
export async function createBatch(db: Database, caller: Caller, input: CreateBatchRequest): Promise<Batch> {
  const org = caller.organisationId;
  const [course] = await db.select({ id: courses.id }).from(courses)
    .where(and(eq(courses.id, input.courseId), eq(courses.organisationId, org)));
  if (!course) throw new HttpError(404, `There is no course ${input.courseId} in this organisation.`);
  if (input.teacherId) {
    const [teacher] = await db.select({ role: users.role }).from(users)
      .where(and(eq(users.id, input.teacherId), eq(users.organisationId, org)));
    if (!teacher) throw new HttpError(404, `There is no user ${input.teacherId} in this organisation.`);
    if (teacher.role !== 'teacher') throw new HttpError(400, `User ${input.teacherId} is not a teacher.`);
  }
  const id = randomUUID();
  const inserted = await db
    .insert(batches)
    .values({ id, organisationId: org, name: input.name, courseId: input.courseId, teacherId: input.teacherId ?? null,
      startsOn: input.startsOn ?? null, endsOn: input.endsOn ?? null })
    .onConflictDoNothing()
    .returning({ id: batches.id });
  if (inserted.length === 0) throw new HttpError(409, `A batch named "${input.name}" already exists.`);
  await createBatchRoom(db, { id, organisationId: org, name: input.name, courseId: input.courseId });
  const [batch] = await selectBatches(db, [eq(batches.id, id)]);
  return batch!;
}
