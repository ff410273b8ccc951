/**
 * What a resource link opens here: a course, a lesson or a quiz of the platform's organisation,
 * written `course:ID`, `lesson:ID` or `quiz:ID` (the `target` custom parameter deep linking puts on
 * the link), and the PWA path that shows it.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { courses, lessons, quizzes } from '../db/schema';
import { refuse } from '../http/problem';

export const targetSchema = z.string().max(300).regex(/^(course|lesson|quiz):[\w.-]{1,200}$/, 'must be course:ID, lesson:ID or quiz:ID');

/** A resolved target. */
export interface Target {
  type: 'course' | 'lesson' | 'quiz';
  id: string;
  courseId: string;
  title: string;
}

/** The target of `ref` in `organisationId`; 404 when it is not there. */
export async function resolveTarget(db: Database, organisationId: string, ref: string): Promise<Target> {
  const [type, id] = ref.split(':', 2) as [Target['type'], string];
  const found = type === 'course'
    ? await db.select({ courseId: courses.id, title: courses.title }).from(courses).where(and(eq(courses.id, id), eq(courses.organisationId, organisationId)))
    : type === 'lesson'
      ? await db.select({ courseId: lessons.courseId, title: lessons.title }).from(lessons).where(and(eq(lessons.id, id), eq(lessons.organisationId, organisationId)))
      : await db.select({ courseId: quizzes.courseId, title: quizzes.name }).from(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.organisationId, organisationId)));
  const row = found[0];
  if (!row?.courseId) throw refuse(404, 'lti-target-gone');
  return { type, id, courseId: row.courseId, title: row.title };
}

/** The PWA path that opens a target. */
export function pathOf(target: Target): string {
  if (target.type === 'course') return `/course-details/${encodeURIComponent(target.id)}`;
  if (target.type === 'lesson') return `/course-player/${encodeURIComponent(target.courseId)}?lesson=${encodeURIComponent(target.id)}`;
  return `/take-quiz?quiz=${encodeURIComponent(target.id)}`;
}

/** Every course of the organisation with its lessons and quizzes, for the deep-linking picker. */
export async function placeableTargets(db: Database, organisationId: string): Promise<Target[]> {
  const courseRows = await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.organisationId, organisationId)).orderBy(asc(courses.title));
  const lessonRows = await db.select({ id: lessons.id, courseId: lessons.courseId, title: lessons.title }).from(lessons).where(eq(lessons.organisationId, organisationId)).orderBy(asc(lessons.title));
  const quizRows = await db.select({ id: quizzes.id, courseId: quizzes.courseId, title: quizzes.name }).from(quizzes).where(and(eq(quizzes.organisationId, organisationId), isNotNull(quizzes.courseId))).orderBy(asc(quizzes.name));
  return courseRows.flatMap((course) => [
    { type: 'course' as const, id: course.id, courseId: course.id, title: course.title },
    ...lessonRows.filter((l) => l.courseId === course.id).map((l) => ({ type: 'lesson' as const, id: l.id, courseId: course.id, title: l.title })),
    ...quizRows.filter((q) => q.courseId === course.id).map((q) => ({ type: 'quiz' as const, id: q.id, courseId: course.id, title: q.title })),
  ]);
}
