/** The organisation's course catalogue. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { CourseSummary } from '../../contract/api';
import type { Caller } from '../app-env';
import type { Database } from '../db/client';
import { courses, lessons } from '../db/schema';

/** Courses of the caller's organisation: published ones for learners, all for teachers and admins. */
export async function listCourses(db: Database, caller: Caller): Promise<CourseSummary[]> {
  const conditions: SQL[] = [eq(courses.organisationId, caller.organisationId)];
  if (caller.role === 'learner') conditions.push(eq(courses.published, true));
  return db
    .select({
      id: courses.id,
      title: courses.title,
      summary: courses.summary,
      category: courses.category,
      level: courses.level,
      imageUrl: courses.imageUrl,
      published: courses.published,
      lessonCount: count(lessons.id),
    })
    .from(courses)
    .leftJoin(lessons, eq(lessons.courseId, courses.id))
    .where(and(...conditions))
    .groupBy(courses.id)
    .orderBy(asc(courses.title));
}
