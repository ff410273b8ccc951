/**
 * One course as this device holds it: the course, its modules in order with their lessons, and the
 * learner's progress per lesson (from its sections) and per module, read live from the local database.
 */
import { useLiveQuery } from '@/data/live-query';
import { db, type CourseRow, type LessonRow, type ModuleRow, type ProgressRow } from '@/data/db';
import { percentOf } from './course-progress';
import { nextLessonId } from './next-lesson';

/** A lesson with the learner's progress in it. */
export interface LessonProgress {
  lesson: LessonRow;
  /** Mean of its sections' progress (a completed section counts 100). */
  percent: number;
  completed: boolean;
}

/** A module with its lessons in order and the share of its sections completed. */
export interface ModuleDetails {
  module: ModuleRow;
  lessons: LessonProgress[];
  percent: number;
}

/** Everything the details screen shows. */
export interface CourseDetails {
  course: CourseRow;
  modules: ModuleDetails[];
  percent: number;
  /** The lesson last worked on. */
  lastLessonId: string | null;
  /** Where the player resumes: the next unfinished lesson (next-lesson.ts); `null` when all are done. */
  resumeLessonId: string | null;
  /** Whether the learner has begun any lesson ('Start' until then). */
  started: boolean;
}

function lessonProgress(lesson: LessonRow, rows: ProgressRow[]): LessonProgress & { done: number; sections: number } {
  const sections = Math.max(1, lesson.sections);
  let sum = 0;
  let done = 0;
  for (const row of rows) {
    if (row.section >= sections) continue;
    sum += row.completed ? 100 : Math.min(100, row.progress);
    if (row.completed) done += 1;
  }
  return { lesson, percent: Math.floor(sum / sections), completed: done >= sections, done, sections };
}

function byPosition<T extends { position: number }>(a: T, b: T): number {
  return a.position - b.position;
}

/** The course `courseId` with its modules, lessons and the learner's progress; `null` when the device does not hold it. */
export async function readCourseDetails(courseId: string): Promise<CourseDetails | null> {
  const [course, modules, lessons, progress] = await Promise.all([
    db.courses.get(courseId),
    db.modules.where('courseId').equals(courseId).toArray(),
    db.lessons.where('courseId').equals(courseId).toArray(),
    db.progress.where('courseId').equals(courseId).toArray(),
  ]);
  if (!course) return null;
  const progressByLesson = new Map<string, ProgressRow[]>();
  for (const row of progress) progressByLesson.set(row.lessonId, [...(progressByLesson.get(row.lessonId) ?? []), row]);
  let done = 0;
  let total = 0;
  const details = modules.sort(byPosition).map((module) => {
    const items = lessons
      .filter((lesson) => lesson.moduleId === module.id)
      .sort(byPosition)
      .map((lesson) => lessonProgress(lesson, progressByLesson.get(lesson.id) ?? []));
    const moduleDone = items.reduce((n, item) => n + item.done, 0);
    const moduleTotal = items.reduce((n, item) => n + item.sections, 0);
    done += moduleDone;
    total += moduleTotal;
    return { module, lessons: items.map(({ lesson, percent, completed }) => ({ lesson, percent, completed })), percent: percentOf(moduleDone, moduleTotal) };
  });
  const last = progress.reduce<ProgressRow | undefined>((latest, row) => (!latest || row.updatedAt > latest.updatedAt ? row : latest), undefined);
  const lastLessonId = last?.lessonId ?? null;
  const inOrder = details.flatMap((module) => module.lessons.map(({ lesson, completed }) => ({ id: lesson.id, completed })));
  return {
    course,
    modules: details,
    percent: percentOf(done, total),
    lastLessonId,
    resumeLessonId: nextLessonId(inOrder, lastLessonId),
    started: progress.some((row) => row.completed || row.progress > 0),
  };
}

/** The live details of `courseId`: `undefined` while loading, `null` when the device does not hold it. */
export function useCourseDetails(courseId: string): CourseDetails | null | undefined {
  return useLiveQuery(() => readCourseDetails(courseId), [courseId]);
}

/** The player button of an enrolled course: 'Start' before any lesson is begun, 'Continue' at the next unfinished lesson, 'Review' once all are done. */
export function resumeAction(details: CourseDetails): { label: 'Start' | 'Continue' | 'Review'; lessonId: string | null } {
  const first = details.modules[0]?.lessons[0]?.lesson.id ?? null;
  if (!details.started) return { label: 'Start', lessonId: details.resumeLessonId ?? first };
  return details.resumeLessonId ? { label: 'Continue', lessonId: details.resumeLessonId } : { label: 'Review', lessonId: first };
}
