// Instant local search and filters over the cached catalogue.
import { describe, expect, test } from 'vitest';
import { facetValues, filterCourses, NO_FILTERS, searchable } from '@/features/courses/data/course-search';
import { courseRow } from '../../support/rows';

const courses = [
  courseRow({ id: 'a', title: 'Algebra I', summary: 'Equations step by step', category: 'Maths', level: 'beginner' }),
  courseRow({ id: 'b', title: 'Cell biology', summary: 'Life under the microscope', category: 'Science', level: 'intermediate' }),
  courseRow({ id: 'c', title: 'Statistics', summary: 'Averages, spread and charts', category: 'Maths', level: 'advanced' }),
];
const ids = (filters: Partial<typeof NO_FILTERS>) => filterCourses(searchable(courses), { ...NO_FILTERS, ...filters }).map((c) => c.id);

describe('course search', () => {
  test('without filters keeps every course in order', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  test('matches title, summary and category, ignoring case', () => {
    expect(ids({ query: 'ALGEBRA' })).toEqual(['a']);
    expect(ids({ query: 'microscope' })).toEqual(['b']);
    expect(ids({ query: 'maths' })).toEqual(['a', 'c']);
  });

  test('needs every word, in any order, and ignores extra spaces', () => {
    expect(ids({ query: '  charts   maths ' })).toEqual(['c']);
    expect(ids({ query: 'maths microscope' })).toEqual([]);
  });

  test('filters by category and level, together with the query', () => {
    expect(ids({ category: 'Maths' })).toEqual(['a', 'c']);
    expect(ids({ level: 'intermediate' })).toEqual(['b']);
    expect(ids({ category: 'Maths', level: 'advanced' })).toEqual(['c']);
    expect(ids({ category: 'Maths', query: 'equations' })).toEqual(['a']);
    expect(ids({ category: 'Science', query: 'equations' })).toEqual([]);
  });

  test('offers the distinct categories and levels, sorted, as filter options', () => {
    expect(facetValues(courses, 'category')).toEqual(['Maths', 'Science']);
    expect(facetValues([...courses, courseRow({ id: 'd', title: 'No category' })], 'level')).toEqual(['advanced', 'beginner', 'intermediate']);
  });
});
