/** A learner's own progress and enrolments on the wire: their rows and the intents that write them. */
import { z } from 'zod';
import { clientDateTime, count, id, isoDateTime, storedReal, withSample } from './fields';

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

/** The longest media position a client may report, in seconds: a week (far beyond any lesson video). */
export const MAX_MEDIA_SECONDS = 7 * 24 * 60 * 60;

/** Per-section lesson progress: merged on the server with max() and completed OR-ed. */
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

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(progressSetArgs, () => ({ courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 0, progress: 10, completed: false, position: 3, at: new Date().toISOString() }));
withSample(enrolmentRequestArgs, () => ({ courseId: 'c5-first-aid', at: new Date().toISOString() }));

/** The write intents of progress and enrolment requests, by name, with their args' schemas (spread into contract/intents.ts). */
export const progressIntentArgs = {
  'progress.set': progressSetArgs,
  'enrolment.request': enrolmentRequestArgs,
} as const;
