// Shuffled quizzes (issue 18, item 3): each attempt has its own order of questions and options,
// the same again for the same attempt (resume, reload), and nothing moves when the quiz does not
// ask for it; True/False, ordering and matching keep their options.
import { expect, test } from 'vitest';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { questionsForAttempt, seededShuffle } from '@/features/quizzes/shuffle';

const question = (id: string, kind: QuizQuestionRowData['kind'], options: string[]): QuizQuestionRowData => ({
  id, quizId: 'q', position: Number(id.slice(1)), prompt: `Prompt ${id}`, kind, options, items: [], points: 1,
});
const questions = [
  ...Array.from({ length: 8 }, (_, i) => question(`n${i}`, 'single', ['a', 'b', 'c', 'd', 'e'])),
  question('n8', 'truefalse', ['True', 'False']),
  question('n9', 'ordering', ['first', 'second', 'third']),
];
const ids = (list: QuizQuestionRowData[]) => list.map((q) => q.id);

test('the same attempt gets the same order; attempts differ; every question and option is kept', () => {
  const both = { shuffleQuestions: true, shuffleOptions: true };
  const one = questionsForAttempt(both, questions, 'attempt-1');
  expect(questionsForAttempt(both, questions, 'attempt-1')).toEqual(one);
  expect([...ids(one)].sort()).toEqual([...ids(questions)].sort());
  const orders = new Set(['attempt-2', 'attempt-3', 'attempt-4', 'attempt-5'].map((a) => ids(questionsForAttempt(both, questions, a)).join()));
  orders.add(ids(one).join());
  expect(orders.size).toBeGreaterThan(1);
  for (const q of one) expect([...q.options].sort()).toEqual([...questions.find((o) => o.id === q.id)!.options].sort());
  expect(one.some((q) => q.kind === 'single' && q.options.join() !== 'a,b,c,d,e')).toBe(true);
  expect(one.find((q) => q.id === 'n8')!.options).toEqual(['True', 'False']);
  expect(one.find((q) => q.id === 'n9')!.options).toEqual(['first', 'second', 'third']);
});

test('a quiz without shuffling keeps its order, and options alone can be shuffled', () => {
  expect(questionsForAttempt({ shuffleQuestions: false, shuffleOptions: false }, questions, 'a')).toEqual(questions);
  const optionsOnly = questionsForAttempt({ shuffleOptions: true }, questions, 'attempt-9');
  expect(ids(optionsOnly)).toEqual(ids(questions));
  expect(seededShuffle([1, 2, 3, 4, 5, 6], 'seed')).toEqual(seededShuffle([1, 2, 3, 4, 5, 6], 'seed'));
});
