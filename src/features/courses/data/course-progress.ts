/**
 * Course progress from the progress table: completed sections over the course's sections. Only
 * courses with progress rows are looked at (index `courseId`), so a catalogue of thousands of
 * courses costs what the learner has touched, not a scan of every lesson.
 */
import { db, type ProgressRow } from '@/data/db';
import { rowsWithAnyOf } from '@/data/rows-with-any-of';

/** Progress in one course. */
export interface CourseProgress {
  completed: number;
  total: number;
  /** completed / total, 0–100, rounded down so 100 means every section is done. */
  percent: number;
}

/** The percentage of `completed` out of `total` sections (0 when the course has none). */
export function percentOf(completed: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((completed * 100) / total)) : 0;
}

/** Completed section keys per course (a section counts once, however many rows name it). */
function completedByCourse(rows: readonly ProgressRow[]): Map<string, Set<string>> {
  const done = new Map<string, Set<string>>();
  for (const row of rows) {
    const sections = done.get(row.courseId) ?? new Set<string>();
    if (row.completed) sections.add(`${row.lessonId}:${row.section}`);
    done.set(row.courseId, sections);
  }
  return done;
}

/**
 * Progress of every course the learner has progress in: the progress rows in one request (a
 * learner's own rows), then the lessons of those courses by index, inside the caller's live query.
 */
export async function readCourseProgress(): Promise<Map<string, CourseProgress>> {
  return progressFromRows(await db.progress.toArray());
}

/** Progress per course from progress rows already read; reads the lessons of those courses by index. */
export async function progressFromRows(rows: readonly ProgressRow[]): Promise<Map<string, CourseProgress>> {
  const done = completedByCourse(rows);
  const result = new Map<string, CourseProgress>();
  if (done.size === 0) return result;
  const totals = new Map<string, number>();
  for (const lesson of await rowsWithAnyOf(db.lessons, 'courseId', done.keys())) {
    totals.set(lesson.courseId, (totals.get(lesson.courseId) ?? 0) + Math.max(1, lesson.sections));
  }
  for (const [courseId, sections] of done) {
    const total = totals.get(courseId) ?? 0;
    result.set(courseId, { completed: sections.size, total, percent: percentOf(sections.size, total) });
  }
  return result;
}
