/**
 * What the dashboard reads: the lesson to continue (the most recently updated progress row) and the
 * learner's courses with their progress, live from the local database.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CourseRow, type ProgressRow } from '@/data/db';
import { readCourseProgress, type CourseProgress } from './course-progress';

/** The lesson 'Continue learning' resumes. */
export interface ContinueLesson {
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
}

/** A course of the learner's with its progress. */
export interface MyCourse {
  course: CourseRow;
  progress: CourseProgress | undefined;
  pending: boolean;
}

/** The dashboard's data. */
export interface DashboardData {
  continueLesson: ContinueLesson | null;
  myCourses: MyCourse[];
}

async function latestProgress(): Promise<ProgressRow | undefined> {
  let latest: ProgressRow | undefined;
  await db.progress.each((row) => {
    if (!latest || row.updatedAt > latest.updatedAt) latest = row;
  });
  return latest;
}

async function readContinue(): Promise<ContinueLesson | null> {
  const row = await latestProgress();
  if (!row) return null;
  const [course, lesson] = await Promise.all([db.courses.get(row.courseId), db.lessons.get(row.lessonId)]);
  if (!course || !lesson) return null;
  return { courseId: course.id, courseTitle: course.title, lessonId: lesson.id, lessonTitle: lesson.title };
}

async function readMyCourses(): Promise<MyCourse[]> {
  const [courses, enrolments] = await Promise.all([db.courses.orderBy('title').toArray(), db.enrolments.toArray()]);
  const status = new Map(enrolments.map((row) => [row.courseId, row.status]));
  // `assigned` is a boolean, which IndexedDB cannot index: filtered in memory.
  const mine = courses.filter((course) => course.assigned || status.has(course.id));
  const progress = await readCourseProgress(mine.map((course) => course.id));
  return mine.map((course) => ({
    course,
    progress: progress.get(course.id),
    pending: !course.assigned && status.get(course.id) === 'pending',
  }));
}

async function readDashboard(): Promise<DashboardData> {
  const [continueLesson, myCourses] = await Promise.all([readContinue(), readMyCourses()]);
  return { continueLesson, myCourses };
}

/** The live dashboard data; `undefined` while the first read runs. */
export function useDashboard(): DashboardData | undefined {
  return useLiveQuery(readDashboard, []);
}
