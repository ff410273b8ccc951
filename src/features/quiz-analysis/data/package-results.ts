/**
 * The package results' local reads (issue 51): the SCORM/H5P lessons of the courses in view and one
 * lesson's attempts as staff pull them (`memberPackageAttempts`: a teacher's batches' members, an
 * admin's organisation), so the report works offline from the last sync.
 */
import { useLiveQuery } from '@/data/live-query';
import type { MemberPackageAttemptRow } from '@contract/packages';
import { db } from '@/data/db';
import type { PackageLesson } from '../package-report';

/**
 * The package lessons of `courseIds` (every course on this device when null: the admin's), by
 * course title, then module and lesson order; undefined while read.
 */
export function usePackageLessons(courseIds: readonly string[] | null, courseTitles: ReadonlyMap<string, string>): PackageLesson[] | undefined {
  const key = courseIds?.join(',') ?? null;
  return useLiveQuery(async () => {
    const [lessons, modules] = await Promise.all([db.lessons.filter((lesson) => lesson.type === 'package').toArray(), db.modules.toArray()]);
    const wanted = courseIds === null ? null : new Set(courseIds);
    const modulePosition = new Map(modules.map((m) => [m.id, m.position]));
    const title = (courseId: string) => courseTitles.get(courseId) ?? '';
    return lessons
      .filter((lesson) => wanted === null || wanted.has(lesson.courseId))
      .sort((a, b) => title(a.courseId).localeCompare(title(b.courseId)) || (modulePosition.get(a.moduleId) ?? 0) - (modulePosition.get(b.moduleId) ?? 0) || a.position - b.position)
      .map(({ id, courseId, title: name, content }) => ({ id, courseId, title: name, content }));
    // `key` stands for `courseIds` (a new array each render with the same ids).
  }, [key, courseTitles]);
}

/** The synced attempts at lesson `lessonId` (undefined while read; no lesson: none). */
export function usePackageAttempts(lessonId: string | null): { lessonId: string | null; attempts: MemberPackageAttemptRow[] } | undefined {
  return useLiveQuery(async () => ({
    lessonId,
    attempts: lessonId === null ? [] : await db.memberPackageAttempts.where('lessonId').equals(lessonId).toArray(),
  }), [lessonId]);
}
