/**
 * The teachers of a batch as an admin sets them (issue 17, item 2): one or more teachers of the
 * organisation, the lead first. `batches.teacher_id` keeps the lead; `batch_teachers` holds all of
 * them (migration 0020's trigger adds a lead set on its own).
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchTeachers, users } from '../../db/schema';
import { refuse } from '../../http/problem';

/** The lead and the whole set an input names; `teacherIds` undefined: the set is not being changed. */
export function teacherChoice(input: { teacherId?: string | null; teacherIds?: string[] }): { lead: string | null | undefined; teacherIds: string[] | undefined } {
  if (input.teacherIds === undefined) return { lead: input.teacherId, teacherIds: undefined };
  const teacherIds = [...new Set(input.teacherIds)];
  const lead = input.teacherId && teacherIds.includes(input.teacherId) ? input.teacherId : (teacherIds[0] ?? null);
  return { lead, teacherIds: lead ? [lead, ...teacherIds.filter((t) => t !== lead)] : [] };
}

/** Refuses unless every one of `teacherIds` is a teacher (not removed) of the organisation. */
export async function checkTeachers(db: Database, organisationId: string, teacherIds: readonly string[]): Promise<void> {
  if (teacherIds.length === 0) return;
  const rows = await db.select({ id: users.id, role: users.role, removedAt: users.removedAt, name: users.displayName }).from(users)
    .where(and(inArray(users.id, [...teacherIds]), eq(users.organisationId, organisationId)));
  const found = new Map(rows.filter((r) => !r.removedAt).map((r) => [r.id, r]));
  const missing = teacherIds.find((t) => !found.has(t));
  if (missing) throw refuse(404, 'person-not-in-organisation', { userId: missing });
  const notTeacher = rows.find((r) => r.role !== 'teacher');
  if (notTeacher) throw notTeacher.name === null ? refuse(400, 'chosen-not-teacher') : refuse(400, 'person-not-teacher', { name: notTeacher.name });
}

/** Makes `teacherIds` exactly the teachers of batch `batchId` (call after the lead is set on the batch). */
export async function setBatchTeachers(db: Database, organisationId: string, batchId: string, teacherIds: readonly string[]): Promise<void> {
  const keep = [...teacherIds];
  await db.delete(batchTeachers).where(and(eq(batchTeachers.batchId, batchId), keep.length ? notInArray(batchTeachers.userId, keep) : sql`true`));
  if (keep.length) {
    await db.insert(batchTeachers).values(keep.map((userId) => ({ batchId, userId, organisationId }))).onConflictDoNothing();
  }
}

/** The teachers of batch `batchId` (for the audit trail). */
export async function teachersOf(db: Database, batchId: string): Promise<string[]> {
  const rows = await db.select({ userId: batchTeachers.userId }).from(batchTeachers).where(eq(batchTeachers.batchId, batchId)).orderBy(asc(batchTeachers.userId));
  return rows.map((r) => r.userId);
}
