/**
 * The course store (SPEC §3): `list`, `assigned`, `selected` and `loading`, over live reads of the
 * local database (DESIGN §2.1), with each course's progress and enrolment status beside it.
 */
import { useLiveQuery } from '@/data/live-query';
import { useMemo } from 'react';
import { db, type CourseRow, type EnrolmentRow } from '@/data/db';
import { readCourseProgress, type CourseProgress } from './course-progress';
import { selectCourse, useSelectedCourseId } from './selection';

/** The courses and the learner's enrolments, read together. */
interface CatalogueData {
  courses: CourseRow[];
  enrolments: Map<string, EnrolmentRow['status']>;
}

/** The store as screens see it. */
export interface CourseStore {
  /** Every course the learner may see, by title. */
  list: CourseRow[];
  /** 'My courses': assigned by the server, or enrolled (or requested) on this device. */
  assigned: CourseRow[];
  selected: CourseRow | undefined;
  /** True until the first read of the local database has answered. */
  loading: boolean;
  progress: ReadonlyMap<string, CourseProgress>;
  enrolments: ReadonlyMap<string, EnrolmentRow['status']>;
  select: (id: string | null) => void;
}

async function readCatalogue(): Promise<CatalogueData> {
  const [courses, enrolmentRows] = await Promise.all([db.courses.orderBy('title').toArray(), db.enrolments.toArray()]);
  return { courses, enrolments: new Map(enrolmentRows.map((row) => [row.courseId, row.status])) };
}

const EMPTY: CatalogueData = { courses: [], enrolments: new Map() };
const NO_PROGRESS: ReadonlyMap<string, CourseProgress> = new Map();

/** The course store, live. The cards paint with the courses; progress (a second read) follows. */
export function useCourseStore(): CourseStore {
  const data = useLiveQuery(readCatalogue, []);
  const progress = useLiveQuery(() => readCourseProgress(), []) ?? NO_PROGRESS;
  const selectedId = useSelectedCourseId();
  return useMemo(() => {
    const { courses, enrolments } = data ?? EMPTY;
    // `assigned` is a boolean, which IndexedDB cannot index: filtered here (ARCHITECTURE pitfalls).
    const assigned = courses.filter((course) => course.assigned || enrolments.has(course.id));
    const selected = selectedId === null ? undefined : courses.find((course) => course.id === selectedId);
    return { list: courses, assigned, selected, loading: data === undefined, progress, enrolments, select: selectCourse };
  }, [data, progress, selectedId]);
}
