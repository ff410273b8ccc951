/**
 * The courses cached on this device, read live from the local database (DESIGN §2.1): they arrive
 * with the first sync after sign-in and stay readable offline. The courses issue replaces this
 * with the full catalogue (categories, assignment, progress).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CourseRow } from '@/data/db';

/** The cached courses by title; `undefined` while the first read runs. */
export function useCachedCourses(): CourseRow[] | undefined {
  return useLiveQuery(() => db.courses.orderBy('title').toArray(), []);
}
