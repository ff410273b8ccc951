/**
 * The course outline editor (issue 19): `GET /api/edit-course/{course}` answers the outline with
 * the lessons' content and the course version; `POST /api/edit-course/{course}/publish` replaces
 * the outline when `baseVersion` is still the course's version (else 409 with the differences).
 * Media for lessons and covers is uploaded with tus at `/api/uploads` (see MEDIA_UPLOAD_* limits).
 */
import { z } from 'zod';
import { courseLanguage } from './course-language';
import { id, INT4_MAX } from './fields';

export const LESSON_KINDS = ['text', 'video', 'pdf', 'package'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Limits of what an outline may hold. */
export const OUTLINE_LIMITS = { modules: 100, lessonsPerModule: 200, title: 200, description: 5000, content: 200_000, sections: 50 } as const;

const title = z.string().trim().min(1).max(OUTLINE_LIMITS.title);
/** A lesson's or cover's media: a served path (`/media/...`), never another origin. */
export const mediaUrl = z.string().max(2048).regex(/^\/media\/[A-Za-z0-9._/-]+$/, 'must be a /media/ path');

export const editorLessonSchema = z.strictObject({
  id,
  title,
  type: z.enum(LESSON_KINDS),
  /** HTML (text lessons, sanitised on save) or a description (video and PDF). */
  content: z.string().max(OUTLINE_LIMITS.content),
  mediaUrl: mediaUrl.nullable(),
  sections: z.int().min(1).max(OUTLINE_LIMITS.sections),
});
export type EditorLesson = z.infer<typeof editorLessonSchema>;

export const editorModuleSchema = z.strictObject({
  id,
  title,
  lessons: z.array(editorLessonSchema).max(OUTLINE_LIMITS.lessonsPerModule),
});
export type EditorModule = z.infer<typeof editorModuleSchema>;

export const courseFieldsSchema = z.strictObject({
  title,
  description: z.string().max(OUTLINE_LIMITS.description),
  imageUrl: mediaUrl.nullable(),
  /** The author's language (contract/course-language.ts); null: not stated; left out (an older editor): unchanged. */
  language: courseLanguage.optional(),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

/** `GET /api/edit-course/{course}`. */
export interface EditorOutline {
  courseId: string;
  version: number;
  published: boolean;
  details: CourseFields;
  modules: EditorModule[];
  /** Lesson id → how many learners have progress on it (deleting one asks first). */
  learnersWithProgress: Record<string, number>;
}

/** `POST /api/edit-course/{course}/publish` body. */
export const publishOutlineSchema = z.strictObject({
  baseVersion: z.int().min(1).max(INT4_MAX),
  details: courseFieldsSchema,
  modules: z.array(editorModuleSchema).max(OUTLINE_LIMITS.modules),
  /** Ids of removed lessons learners have progress on, confirmed by the editor (others → 409). */
  confirmedRemovals: z.array(id).max(OUTLINE_LIMITS.modules * OUTLINE_LIMITS.lessonsPerModule).default([]),
});
export type PublishOutline = z.input<typeof publishOutlineSchema>;

/** One difference between the outline an editor started from and the one on the server. */
export interface OutlineDifference {
  kind: 'course' | 'module' | 'lesson';
  id: string;
  title: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
}

/** The 200 answer of a publish. */
export interface PublishAnswer {
  version: number;
}

/** The 409 answer of a publish: stale (`differences` since `baseVersion`) or unconfirmed removals. */
export interface PublishConflict {
  reason: 'stale' | 'unconfirmed-removals';
  version: number;
  differences: OutlineDifference[];
  /** Removed lessons with learner progress the body did not confirm. */
  lessonsWithProgress: { id: string; title: string; learners: number }[];
}
