// Course cards are memoised by what they show (issue 55 item 4): every live read makes new course
// and progress objects, and an equal card must not re-render; a changed one must.
import { expect, test } from 'vitest';
import { sameCard, type CourseCardProps } from '@/features/courses/components/course-card';
import { courseRow } from '../../support/rows';

const open = () => undefined;
const card = (over: Partial<CourseCardProps> = {}, course: Parameters<typeof courseRow>[0] = { id: 'c1', title: 'Algebra' }): CourseCardProps => ({
  course: courseRow(course),
  progress: { completed: 1, total: 4, percent: 25 },
  enrolment: 'active',
  onOpen: open,
  ...over,
});

test('a new read of the same course and progress is the same card', () => {
  expect(sameCard(card(), card())).toBe(true);
});

test('a change of anything the card shows is a new card', () => {
  expect(sameCard(card(), card({ progress: { completed: 2, total: 4, percent: 50 } }))).toBe(false);
  expect(sameCard(card(), card({ progress: undefined }))).toBe(false);
  expect(sameCard(card(), card({ enrolment: 'pending' }))).toBe(false);
  expect(sameCard(card(), card({ onOpen: () => undefined }))).toBe(false);
  expect(sameCard(card(), card({}, { id: 'c1', title: 'Algebra II' }))).toBe(false);
  expect(sameCard(card(), card({}, { id: 'c1', title: 'Algebra', summary: 'New summary' }))).toBe(false);
  expect(sameCard(card(), card({}, { id: 'c1', title: 'Algebra', language: 'hi' }))).toBe(false);
  expect(sameCard(card({ progress: undefined }), card({ progress: undefined }, { id: 'c1', title: 'Algebra', assigned: true }))).toBe(false);
});
