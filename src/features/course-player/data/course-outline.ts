/** The player's reads from the local database (DESIGN §2.1): one course, its modules, lessons and the learner's progress. */
import { useLiveQuery } from '@/data/live-query';
import { db, type CourseRow, type LessonRow, type ModuleRow, type ProgressRow } from '@/data/db';

/** A course as the player shows it. */
export interface CourseOutline {
  course: CourseRow | null;
  modules: ModuleRow[];
  lessons: LessonRow[];
  progress: ProgressRow[];
}

/** Reads one course's outline, modules and lessons in their order. */
export async function readCourseOutline(courseId: string): Promise<CourseOutline> {
  const [course, modules, lessons, progress] = await Promise.all([
    db.courses.get(courseId),
    db.modules.where('courseId').equals(courseId).toArray(),
    db.lessons.where('courseId').equals(courseId).toArray(),
    db.progress.where('courseId').equals(courseId).toArray(),
  ]);
  modules.sort((a, b) => a.position - b.position);
  const modulePosition = new Map(modules.map((m) => [m.id, m.position]));
  lessons.sort((a, b) => (modulePosition.get(a.moduleId) ?? 0) - (modulePosition.get(b.moduleId) ?? 0) || a.position - b.position);
  return { course: course ?? null, modules, lessons, progress };
}

/** The outline, live; `undefined` while the first read runs. */
export function useCourseOutline(courseId: string): CourseOutline | undefined {
  return useLiveQuery(() => readCourseOutline(courseId), [courseId]);
}
