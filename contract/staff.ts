/**
 * Staff scope on the wire (issue 14, item 3): the rows a teacher's or an admin's device pulls on top
 * of what every role pulls, and the on-demand record of one learner. A teacher receives only the
 * members of the batches they teach and those members' activity; an admin receives the
 * organisation's management rows (people, memberships, enrolments, grants). Learners receive none.
 */
import { z } from 'zod';
import { studentProgressRowSchema } from './batches';
import { id, isoDateTime, nullableText } from './fields';
import { exerciseAttemptRowSchema, reviewRowSchema } from './practice';
import { quizResultRowSchema } from './quizzes';
import { roles } from './wire';

/** A person: for a teacher, a member of a batch they teach; for an admin, everyone of the organisation (id = user id). */
export const personRowSchema = z.object({
  id,
  name: nullableText,
  email: nullableText,
  photoUrl: nullableText,
  role: z.enum(roles),
  /** When an admin removed the person (access refused, data kept); null while they are a member. */
  removedAt: isoDateTime.nullable().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A membership of a person in a batch (admin; id = the membership id, the `{enrollment}` of batch-students). */
export const membershipRowSchema = z.object({ id, batchId: id, userId: id, createdAt: isoDateTime });

/** An enrolment of anyone in the organisation, every status (admin; id = `${userId}:${courseId}`). */
export const orgEnrolmentRowSchema = z.object({
  id: z.string(),
  userId: id,
  courseId: id,
  status: z.enum(['requested', 'active', 'completed', 'rejected']),
  /** The message of the admin's decision, shown to the learner (null when none). */
  decisionMessage: nullableText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** An access grant of a course to a person (admin; id = the grant's id). */
export const accessGrantRowSchema = z.object({
  id,
  userId: id,
  courseId: id,
  grantedBy: nullableText,
  /** After this moment the grant no longer opens the course (null: no expiry). */
  expiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

/** One question of a quiz version's key, as a staff device holds it. */
export const quizKeyQuestionSchema = z.object({
  id,
  correctAnswer: z.array(z.string()),
  points: z.number().int().min(0),
  /** The author's feedback on the question (absent: none). */
  feedback: z.string().optional(),
});

/**
 * The key of one quiz version (id = `<quizId>@<version>`) for a staff device: sent once, not inside
 * every answer of every attempt (issue 16, item 8: a teacher's 36,000 attempts were 44 MB that way).
 */
export const memberQuizKeyRowSchema = z.object({ id, quizId: id, version: z.number().int().min(1), questions: z.array(quizKeyQuestionSchema) });

/**
 * One graded quiz attempt of someone else on a staff device, compact: its quiz, and its answers as
 * arrays in the order of the questions of its version's key (`memberQuizKeys`, id `<quizId>@<version>`).
 */
export const memberQuizAttemptSchema = quizResultRowSchema.omit({ answers: true, version: true, userId: true }).extend({
  version: z.number().int().min(1),
  /** Per question: what was given (null: nothing). */
  given: z.array(z.union([z.string(), z.array(z.string())]).nullable()),
  /** Per question: the points earned. */
  earned: z.array(z.number().min(0)),
  /** Per question: '1' when right, '0' when not. */
  right: z.string().regex(/^[01]*$/),
});

/**
 * A member's graded quiz attempts (id = the member's user id), for a teacher: of the members of the
 * batches they teach, in those batches' courses; for an admin: of the organisation. Sent whole
 * whenever one of them changes. One row per learner, not per attempt: a browser's IndexedDB pays per
 * row stored, and a teacher of 600 learners holds 36,000 attempts (issue 16, item 8: 36,000 rows
 * took 6.8–8.8 s to store, 600 rows of the same attempts under 0.5 s). A deleted attempt arrives as
 * its own id in `del` (src/data/member-attempts.ts removes it from its row).
 */
export const memberQuizResultRowSchema = z.object({ id, userId: id, attempts: z.array(memberQuizAttemptSchema) });
export type MemberQuizResultRowData = z.infer<typeof memberQuizResultRowSchema>;
/** One attempt of such a row with its learner: what the screens read. */
export type MemberQuizAttempt = z.infer<typeof memberQuizAttemptSchema> & { userId: string };
export type MemberQuizKeyRowData = z.infer<typeof memberQuizKeyRowSchema>;
/** An exercise attempt of such a member. */
export const memberExerciseAttemptRowSchema = exerciseAttemptRowSchema.extend({ userId: id });
/** A flashcard review of such a member (reviews per day and retention are computed from them). */
export const memberReviewRowSchema = reviewRowSchema.extend({ userId: id });
/**
 * What the server knows of a member's devices (id = user id): when one last pulled and last pushed.
 * Writes made after `lastPulledAt` may still be waiting on the learner's device.
 */
export const memberDeviceRowSchema = z.object({ id, lastPulledAt: isoDateTime.nullable(), lastPushedAt: isoDateTime.nullable() });

/**
 * One learner's full record, read on demand by an admin (`GET /api/admin/learners/:userId/record`)
 * and cached in the device's member tables: their progress rows as `studentProgress` has them and
 * their attempts and reviews as the member tables have them.
 */
export const learnerRecordSchema = z.object({
  person: personRowSchema,
  progress: z.array(studentProgressRowSchema),
  quizResults: z.array(memberQuizResultRowSchema),
  /** The keys of the versions of those attempts. */
  quizKeys: z.array(memberQuizKeyRowSchema),
  exerciseAttempts: z.array(memberExerciseAttemptRowSchema),
  reviews: z.array(memberReviewRowSchema),
});
export type LearnerRecord = z.infer<typeof learnerRecordSchema>;

