// An exercise being edited (issue 18, item 5): draft fields laid over the published content one by
// one (an unreadable field keeps the published value, the others still show), and the problems in words.
import { expect, test } from 'vitest';
import { contentOf, contentProblems, differences, EMPTY_EXERCISE, newItem } from '@/features/authoring/exercise/exercise-content';

const published = { ...EMPTY_EXERCISE, title: 'Capitals', courseId: 'c1', items: [{ ...newItem('blank'), id: 'i1', prompt: 'France?', answer: ['Paris'] }] };

test('draft fields are laid over the published content field by field', () => {
  const shown = contentOf(published, { title: 'Capitals of Europe', mastery: { kind: 'window', m: 9, n: 3 }, items: 'not a list' });
  expect(shown.title).toBe('Capitals of Europe');
  expect(shown.mastery).toEqual({ kind: 'all' });
  expect(shown.items).toEqual(published.items);
  expect(contentOf(published, { mastery: { kind: 'streak', n: 4 } }).mastery).toEqual({ kind: 'streak', n: 4 });
});

test('what is missing before publishing, in words, and what differs from the server', () => {
  expect(contentProblems(published)).toEqual([]);
  expect(contentProblems(EMPTY_EXERCISE)).toEqual(['The exercise needs a title.', 'Choose the course the exercise belongs to.', 'Add at least one question.']);
  const choice = { ...newItem('choice'), prompt: 'Pick', options: ['a', 'b'], answer: [] };
  expect(contentProblems({ ...published, items: [choice] })).toEqual(['Question 1: Mark at least one option as right.']);
  const order = { ...newItem('order'), prompt: 'Order', answer: ['x', 'X '] };
  expect(contentProblems({ ...published, items: [order] })).toEqual(['Question 1: Two steps are the same.']);
  expect(differences({ ...published, mastery: { kind: 'streak', n: 2 } }, published)).toEqual([
    { field: 'Mastery rule', mine: 'Get 2 answers right in a row.', server: 'Get every question right in one attempt.' },
  ]);
});
