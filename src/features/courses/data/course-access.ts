/** Where the learner stands with a course, from the course row and their enrolment on this device. */
import type { CourseRow, EnrolmentRow } from '@/data/db';

/**
 * `enrolled`: they may open it; `pending`: a request waits (queued or with an administrator);
 * `draft`: not published (only staff see it), so nobody can enrol; otherwise the course's enrolment
 * mode: `open`, `request` (access must be granted) or `closed`.
 */
export type CourseAccess = 'enrolled' | 'pending' | 'draft' | CourseRow['enrolmentMode'];

/** The learner's access to `course` given their enrolment status. */
export function courseAccess(course: CourseRow, enrolment: EnrolmentRow['status'] | null | undefined): CourseAccess {
  if (course.assigned || enrolment === 'active') return 'enrolled';
  if (enrolment === 'pending') return 'pending';
  if (!course.published) return 'draft';
  return course.enrolmentMode;
}

/** The player's deep link into `courseId`, at `lessonId` when given (the player resumes the position). */
export function playerHref(courseId: string, lessonId?: string | null): string {
  const base = `/course-player/${encodeURIComponent(courseId)}`;
  return lessonId ? `${base}?lesson=${encodeURIComponent(lessonId)}` : base;
}
