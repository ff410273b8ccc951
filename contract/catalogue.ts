/** The catalogue on the wire: the course, module and lesson rows pull sends. */
import { z } from 'zod';
import { courseStatuses } from './admin';
import { id, isoDateTime, nullableText } from './fields';

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
  /** `draft`, `published` or `archived` (learners only ever receive published courses). */
  status: z.enum(courseStatuses),
  /** `open`: any learner of the organisation; `request`: an admin grants access; `closed`: no new learners. */
  enrolmentMode: z.enum(['open', 'request', 'closed']),
  /** The language the author wrote it in (a BCP-47 tag), null when not stated (issue 52, item 6). */
  language: z.string().nullable(),
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
  type: z.enum(['text', 'video', 'pdf', 'package']),
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
