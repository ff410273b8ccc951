/**
 * Where a course resumes: the lesson last worked on while it is unfinished, else the next
 * unfinished lesson after it (then from the start), never a completed one; `null` when every
 * lesson is done.
 */

/** A lesson in course order with whether it is completed. */
export interface LessonDone {
  id: string;
  completed: boolean;
}

/** The lesson to resume in `lessons` (course order) after `lastLessonId`; `null` when all are completed. */
export function nextLessonId(lessons: readonly LessonDone[], lastLessonId: string | null): string | null {
  const last = lastLessonId ? lessons.findIndex((lesson) => lesson.id === lastLessonId) : -1;
  const ordered = last >= 0 ? [...lessons.slice(last), ...lessons.slice(0, last)] : lessons;
  return ordered.find((lesson) => !lesson.completed)?.id ?? null;
}
