/**
 * Batches (cohorts) on the wire: the one batch shape (pulled as a row, listed by the REST routes
 * with its student count), a teacher's view of members and their progress, and one membership.
 */
import { z } from 'zod';
import { count, id, isoDateTime, nullableText } from './fields';
import { progressRowSchema } from './progress';

/** A batch the caller teaches (teacher) or is in (learner). */
export const batchRowSchema = z.object({
  id,
  name: z.string(),
  courseId: id,
  courseTitle: z.string(),
  teacherId: nullableText,
  teacherName: nullableText,
  startsOn: nullableText,
  endsOn: nullableText,
});
/** A batch with its student count (`GET /api/teacher/batches`, `/api/admin/batches`). */
export const batchSchema = batchRowSchema.extend({ studentCount: z.number().int() });
export type Batch = z.infer<typeof batchSchema>;

/** A member of a batch the caller teaches (id = the membership id), with their progress in the batch's course. */
export const batchMemberRowSchema = z.object({
  id,
  batchId: id,
  userId: id,
  name: nullableText,
  email: nullableText,
  courseId: id,
  completedSections: count,
  totalSections: count,
  /** completedSections / totalSections, 0–100, rounded. */
  percent: z.number().int().min(0).max(100),
  lastActivityAt: isoDateTime.nullable(),
});
/** A progress row of a student in a batch the caller teaches; id = `${userId}:${lessonId}:${section}`. */
export const studentProgressRowSchema = progressRowSchema.extend({ userId: id });

/** One membership of a learner in a batch; `id` is the `{enrollment}` of /batch-students/{enrollment}. */
export const batchStudentSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  joinedAt: z.string(),
});
export type BatchStudent = z.infer<typeof batchStudentSchema>;
