/**
 * The sync protocol shared by the page, the service worker and the server (DESIGN §2).
 *
 * Push: the client sends the outbox in order as `{clientId, mutations: [{id, name, args}]}`; ids
 * count up from 1 per client. The server applies the batch in one transaction, exactly once per
 * `(clientId, id)`, and answers per mutation. Pull: the client sends the cursor it holds; the
 * server answers what changed since then, the client's `lastMutationId`, and a new cursor.
 */
import { z } from 'zod';
import { conversationRowSchema, messageRowSchema, roomRowSchema } from './chat';
import { clientDateTime, count, id, isoDateTime, nullableText, quizAnswer, storedReal } from './fields';
import { cardRowSchema, deckRowSchema, exerciseAttemptRowSchema, exerciseRowSchema, reviewRowSchema } from './practice';
import { quizQuestionRowSchema, quizResultRowSchema, quizRowSchema } from './quizzes';
import { staffSyncTables } from './staff';

export { quizAnswer } from './fields';
export * from './practice';
export { conversationRowSchema, messageRowSchema, roomRowSchema } from './chat';

export {
  PULL_PAGE_START,
  mutationStatuses,
  parsePullResponse,
  parsePushResponse,
  type MutationStatus,
  type PullResponse,
  type PushResponse,
  type SyncRowData,
} from './wire';


/** The longest media position a client may report, in seconds: a week (far beyond any lesson video). */
export const MAX_MEDIA_SECONDS = 7 * 24 * 60 * 60;

/**
 * Per-section lesson progress: merged on the server with max() and completed OR-ed. `section`
 * counts from 0; the server refuses one outside the lesson's sections.
 */
export const progressSetArgs = z.strictObject({
  courseId: id,
  lessonId: id,
  section: count,
  progress: storedReal(0, 100),
  completed: z.boolean(),
  /** Media position in seconds, to resume a video where it was left. */
  position: storedReal(0, MAX_MEDIA_SECONDS).optional(),
  at: clientDateTime,
});

export const enrolmentRequestArgs = z.strictObject({ courseId: id, at: clientDateTime });

export const quizSubmitArgs = z.strictObject({
  attemptId: z.uuid(),
  quizId: id,
  answers: z.array(quizAnswer).max(500),
  startedAt: clientDateTime,
  submittedAt: clientDateTime,
});

export const exerciseSubmitArgs = z.strictObject({
  attemptId: z.uuid(),
  exerciseId: id,
  answers: z.array(quizAnswer).max(500),
  correct: count,
  total: count,
  submittedAt: clientDateTime,
});

export const cardReviewArgs = z.strictObject({
  reviewId: z.uuid(),
  cardId: id,
  deckId: id,
  rating: z.number().int().min(1).max(4),
  reviewedAt: clientDateTime,
});

export const messageSendArgs = z
  .strictObject({
    messageId: z.uuid(),
    roomId: id.optional(),
    conversationId: id.optional(),
    body: z.string().trim().min(1).max(4000),
    sentAt: clientDateTime,
  })
  .refine((m) => Boolean(m.roomId) !== Boolean(m.conversationId), 'exactly one of roomId and conversationId');

export const aiAskArgs = z.strictObject({
  messageId: z.uuid(),
  body: z.string().trim().min(1).max(4000),
  /** The day collection the question belongs to (see `dayCollection`). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sentAt: clientDateTime,
});

/** A mutation id: counts up from 1 per client, stored in an `integer` column. */
const mutationId = z.int32().min(1);

/** Every write intent a client can queue. New intents are added here and nowhere else. */
export const mutationSchema = z.discriminatedUnion('name', [
  z.strictObject({ id: mutationId, name: z.literal('progress.set'), args: progressSetArgs }),
  z.strictObject({ id: mutationId, name: z.literal('enrolment.request'), args: enrolmentRequestArgs }),
  z.strictObject({ id: mutationId, name: z.literal('quiz.submit'), args: quizSubmitArgs }),
  z.strictObject({ id: mutationId, name: z.literal('exercise.submit'), args: exerciseSubmitArgs }),
  z.strictObject({ id: mutationId, name: z.literal('card.review'), args: cardReviewArgs }),
  z.strictObject({ id: mutationId, name: z.literal('message.send'), args: messageSendArgs }),
  z.strictObject({ id: mutationId, name: z.literal('ai.ask'), args: aiAskArgs }),
]);
export type Mutation = z.infer<typeof mutationSchema>;
export type MutationName = Mutation['name'];
export type MutationArgs<N extends MutationName> = Extract<Mutation, { name: N }>['args'];

export const MAX_PUSH_BATCH = 200;

/**
 * The push envelope. Each mutation is checked against `mutationSchema` on its own, so that one
 * malformed intent is answered `rejected` instead of refusing (and so blocking) the whole queue.
 */
export const pushRequestSchema = z.strictObject({
  clientId: z.uuid(),
  mutations: z
    .array(z.strictObject({ id: mutationId, name: z.string().max(64), args: z.unknown() }))
    .min(1)
    .max(MAX_PUSH_BATCH),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const pullQuerySchema = z.strictObject({
  clientId: z.uuid(),
  cursor: z.string().regex(/^\d+$/).optional(),
  /** Paged pull (see `PULL_PAGE_START`): `start`, or the `page` token of the previous answer. */
  page: z.string().min(1).max(1000).optional(),
});

/*
 * The rows pull sends, per table, under the names of the PWA's Dexie tables. Every row has a
 * string `id` equal to the Dexie primary key, so optimistic local rows and server rows coincide.
 */

/** A course of the catalogue the caller may see; `assigned` when they are enrolled, in a batch of it or granted access. */
export const courseRowSchema = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.string(),
  imageUrl: nullableText,
  published: z.boolean(),
  /** `open`: any learner of the organisation; `request`: an admin grants access; `closed`: no new learners. */
  enrolmentMode: z.enum(['open', 'request', 'closed']),
  assigned: z.boolean(),
  updatedAt: isoDateTime,
});
export const moduleRowSchema = z.object({ id, courseId: id, title: z.string(), position: z.number().int() });
/** A lesson, content included: only ever sent for a course the caller may open. */
export const lessonRowSchema = z.object({
  id,
  courseId: id,
  moduleId: id,
  title: z.string(),
  type: z.enum(['text', 'video', 'pdf']),
  content: z.string(),
  mediaUrl: nullableText,
  durationSeconds: z.number().int().nullable(),
  sections: z.number().int(),
  position: z.number().int(),
  quizId: nullableText,
  exerciseId: nullableText,
  deckId: nullableText,
  updatedAt: isoDateTime,
});
/** The caller's own progress in one lesson section; id = `${lessonId}:${section}`. */
export const progressRowSchema = z.object({
  id: z.string(),
  courseId: id,
  lessonId: id,
  section: z.number().int().min(0),
  progress: z.number(),
  completed: z.boolean(),
  position: z.number().nullable(),
  updatedAt: isoDateTime,
});
/** The caller's own enrolment; id = courseId. `pending` waits for an administrator to grant access. */
export const enrolmentRowSchema = z.object({ id, courseId: id, status: z.enum(['active', 'pending']), updatedAt: isoDateTime });
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

/**
 * Every table pull fills, by its Dexie name. Quizzes (without answer keys), attempts, flashcards and
 * reviews, chat and AI chat rows are added here by the issues that build them.
 */
export const syncTables = {
  courses: courseRowSchema,
  modules: moduleRowSchema,
  lessons: lessonRowSchema,
  progress: progressRowSchema,
  enrolments: enrolmentRowSchema,
  batches: batchRowSchema,
  batchMembers: batchMemberRowSchema,
  studentProgress: studentProgressRowSchema,
  quizzes: quizRowSchema,
  quizQuestions: quizQuestionRowSchema,
  quizResults: quizResultRowSchema,
  exercises: exerciseRowSchema,
  exerciseAttempts: exerciseAttemptRowSchema,
  decks: deckRowSchema,
  cards: cardRowSchema,
  reviews: reviewRowSchema,
  rooms: roomRowSchema,
  conversations: conversationRowSchema,
  messages: messageRowSchema,
  ...staffSyncTables,
} as const;
export type SyncTableName = keyof typeof syncTables;
export type SyncRow<T extends SyncTableName> = z.infer<(typeof syncTables)[T]>;

/** One entry of the admin's audit of pushed mutations (`GET /api/admin/sync-log`). */
export const syncLogEntrySchema = z.object({
  clientId: z.string(),
  mutationId: z.number().int(),
  userId: z.string(),
  name: z.string(),
  status: z.enum(['applied', 'rejected']),
  reason: z.string().nullable(),
  appliedAt: isoDateTime,
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;
export const syncLogQuerySchema = z.strictObject({ userId: id });

/**
 * The day collection of a date in the device's time zone, `YYYY-MM-DD`, as used by AI chat
 * (`aiChatMessages/USER_ID_{id}/{day}/UserMessages`).
 */
export function dayCollection(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
