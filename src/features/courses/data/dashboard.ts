/**
 * What the dashboard reads: the lesson to continue (in the most recently worked-on course that is
 * unfinished, the next unfinished lesson: never a completed one) and the learner's courses with
 * their progress, live from the local database.
 */
import { useEffect } from 'react';
import { useLiveQuery } from '@/data/live-query';
import { useSignedInUser } from '@/data/signed-in-user';
import { db, type CourseRow, type EnrolmentRow, type ProgressRow } from '@/data/db';
import { progressFromRows, type CourseProgress } from './course-progress';
import { readCourseDetails } from './course-details';

/** The lesson 'Continue learning' resumes. */
export interface ContinueLesson {
  courseId: string;
  courseTitle: string;
  /** The language the course states (issue 52 item 6), marking its author's text. */
  courseLanguage?: string | null;
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

/** The course ids with progress, the most recently worked on first. */
function coursesByLatestProgress(rows: readonly ProgressRow[]): string[] {
  const latest = new Map<string, string>();
  for (const row of rows) {
    const seen = latest.get(row.courseId);
    if (!seen || row.updatedAt > seen) latest.set(row.courseId, row.updatedAt);
  }
  return [...latest].sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0)).map(([courseId]) => courseId);
}

async function readContinue(progressRows: readonly ProgressRow[]): Promise<ContinueLesson | null> {
  for (const courseId of coursesByLatestProgress(progressRows)) {
    const details = await readCourseDetails(courseId);
    const lessonId = details?.resumeLessonId;
    if (!details || !lessonId) continue;
    const lesson = await db.lessons.get(lessonId);
    if (lesson) return { courseId, courseTitle: details.course.title, courseLanguage: details.course.language, lessonId, lessonTitle: lesson.title };
  }
  return null;
}

async function readMyCourses(courses: CourseRow[], enrolments: EnrolmentRow[], progressRows: readonly ProgressRow[]): Promise<MyCourse[]> {
  const status = new Map(enrolments.map((row) => [row.courseId, row.status]));
  // `assigned` is a boolean, which IndexedDB cannot index: filtered in memory.
  const mine = courses.filter((course) => course.assigned || status.has(course.id));
  const ids = new Set(mine.map((course) => course.id));
  const progress = await progressFromRows(progressRows.filter((row) => ids.has(row.courseId)));
  return mine.map((course) => ({
    course,
    progress: progress.get(course.id),
    pending: !course.assigned && status.get(course.id) === 'pending',
  }));
}

/**
 * Three table reads whatever the number of courses (the progress rows serve both 'Continue
 * learning' and every course's bar), then the lessons of the courses with progress.
 */
async function readDashboard(): Promise<DashboardData> {
  const [progressRows, courses, enrolments] = await Promise.all([db.progress.toArray(), db.courses.orderBy('title').toArray(), db.enrolments.toArray()]);
  const [continueLesson, myCourses] = await Promise.all([readContinue(progressRows), readMyCourses(courses, enrolments, progressRows)]);
  return { continueLesson, myCourses };
}

/** The dashboard's data read before the first render (src/app/early-reads.ts), and whose it is. */
let early: { uid: string; data?: DashboardData } | undefined;

/**
 * Reads the dashboard's data for `uid` before React renders (a returning learner's first screen):
 * `useDashboard` shows it in its first render when the signed-in user is still `uid`.
 */
export async function startDashboardReads(uid: string): Promise<void> {
  const entry: { uid: string; data?: DashboardData } = { uid };
  early = entry;
  await db.open();
  performance.mark('early-reads:dexie-open');
  entry.data = await readDashboard();
}

/** The early read's data if it was made for `uid` and is done. */
function earlyDashboard(uid: string | undefined): DashboardData | undefined {
  return uid !== undefined && early?.uid === uid ? early.data : undefined;
}

/**
 * The live dashboard data; `undefined` while the first read runs, unless the early read for the
 * signed-in user is done: then its data from the first render, and the live query's once it answers.
 */
export function useDashboard(): DashboardData | undefined {
  const uid = useSignedInUser()?.user.uid;
  const live = useLiveQuery(readDashboard, []);
  const answered = live !== undefined;
  // Used once: a later visit reads the live query, never rows read at the page's start.
  useEffect(() => {
    if (answered) early = undefined;
  }, [answered]);
  return live ?? earlyDashboard(uid);
}
