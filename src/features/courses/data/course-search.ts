/**
 * Instant local search and filters over the cached catalogue (no network): a query matched against
 * title, summary and category, and exact category, level and language filters. The lower-cased search text is
 * built once per course list, so a keystroke over 2,000 courses is one pass of `includes`.
 */
import type { CourseRow } from '@/data/db';

/** What the learner typed and picked. Empty values do not filter. */
export interface CourseFilters {
  query: string;
  category: string | null;
  level: string | null;
  /** The course's stated language (a BCP-47 tag; issue 52, item 6). */
  language: string | null;
}

/** No filter at all. */
export const NO_FILTERS: CourseFilters = { query: '', category: null, level: null, language: null };

/** A course with its search text prepared. */
export interface SearchableCourse {
  course: CourseRow;
  text: string;
}

/** Prepares `courses` for {@link filterCourses} (once per list, not per keystroke). */
export function searchable(courses: readonly CourseRow[]): SearchableCourse[] {
  return courses.map((course) => ({ course, text: `${course.title}\n${course.summary}\n${course.category}`.toLowerCase() }));
}

/** The courses matching every word of the query (in any order) and the chosen category, level and language. */
export function filterCourses(courses: readonly SearchableCourse[], filters: CourseFilters): CourseRow[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches: CourseRow[] = [];
  for (const { course, text } of courses) {
    if (filters.category && course.category !== filters.category) continue;
    if (filters.level && course.level !== filters.level) continue;
    if (filters.language && course.language !== filters.language) continue;
    if (words.every((word) => text.includes(word))) matches.push(course);
  }
  return matches;
}

/** The distinct non-empty values of `field`, sorted: the options of a filter. */
export function facetValues(courses: readonly CourseRow[], field: 'category' | 'level'): string[] {
  return [...new Set(courses.map((course) => course[field]).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** The distinct languages the courses state, sorted (rows cached before the field existed state none). */
export function statedLanguages(courses: readonly CourseRow[]): string[] {
  const tags = new Set<string>();
  for (const course of courses) if (course.language) tags.add(course.language);
  return [...tags].sort();
}
