// GIFT and Aiken import (issue 18, item 4): fixtures with good and bad questions; each bad question's
// error is in words with its line, the good ones still import; GIFT export reads back the same quiz.
import { expect, test } from 'vitest';
import { importAiken } from '@/features/authoring/quiz/import/aiken';
import { importGift } from '@/features/authoring/quiz/import/gift';
import { exportGift } from '@/features/authoring/quiz/import/gift-export';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';

const GIFT = `// A fixture with every kind GIFT has, and mistakes.
::Capital:: What is the capital of France? {=Paris ~Rome ~Madrid#Not Madrid}

Which are prime? {~%50%2 ~%50%3 ~%-100%4}

The sun is a star. {T}

Name a primary colour. {=red =blue =yellow}

What is pi to two decimals? {#3.14:0.005}

Match the country to its capital. {=France -> Paris =Italy -> Rome =Spain -> Madrid}

This one is broken {=yes ~no

Write an essay about loops. {}
`;

test('GIFT: every supported kind imports; a broken question and an essay are reported with their lines', () => {
  const result = importGift(GIFT);
  expect(result.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'truefalse', 'text', 'numeric', 'matching']);
  expect(result.questions[0]).toMatchObject({ prompt: 'What is the capital of France?', options: ['Paris', 'Rome', 'Madrid'], answer: ['Paris'] });
  expect(result.questions[1]).toMatchObject({ answer: ['2', '3'] });
  expect(result.questions[2]).toMatchObject({ answer: ['True'] });
  expect(result.questions[3]).toMatchObject({ answer: ['red', 'blue', 'yellow'] });
  expect(result.questions[4]).toMatchObject({ answer: ['3.14'], tolerance: 0.005 });
  expect(result.questions[5]).toMatchObject({ items: ['France', 'Italy', 'Spain'], answer: ['Paris', 'Rome', 'Madrid'] });
  expect(result.errors).toBe(2);
  const errors = result.blocks.filter((b) => b.error);
  expect(errors[0]).toMatchObject({ line: 14 });
  expect(errors[0]!.error).toMatch(/^This is not valid GIFT: /);
  expect(errors[1]).toMatchObject({ line: 16, error: 'An essay needs a person to grade it, and quizzes here are graded on the device and the server.' });
});

test('Aiken: good questions import; a missing answer line, an unknown letter and a stray line are said in words', () => {
  const result = importAiken(`Which is a loop keyword in Python?
A. for
B. goto
C) switch
ANSWER: A

What does len() return?
A. A length
B. A list

Pick one.
A. this
B. that
ANSWER: D

Is this fine?
A. yes
not an option
ANSWER: A
`);
  expect(result.questions).toHaveLength(1);
  expect(result.questions[0]).toMatchObject({ kind: 'single', prompt: 'Which is a loop keyword in Python?', options: ['for', 'goto', 'switch'], answer: ['for'] });
  expect(result.blocks.filter((b) => b.error).map((b) => [b.line, b.error])).toEqual([
    [7, 'The question has no “ANSWER: X” line.'],
    [11, 'The answer D is not one of the options (A, B).'],
    [16, 'Line 18 is not an option (“A. …”): “not an option”.'],
  ]);
});

test('Aiken as Moodle reads it: no space after the label, A. and A) mixed, a question line that starts like an option', () => {
  const result = importAiken(`A. Lincoln was which president?
A)Fifteenth
B)Sixteenth
C.Seventeenth
D. Eighteenth
ANSWER: B
`);
  expect(result.errors).toBe(0);
  expect(result.questions[0]).toMatchObject({ prompt: 'A. Lincoln was which president?', options: ['Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth'], answer: ['Sixteenth'] });
});

test('GIFT export reads back as the same questions (ordering is left out and named)', () => {
  const imported = importGift(GIFT).questions;
  const ordering = { id: 'o', prompt: 'Order these', kind: 'ordering' as const, options: ['a', 'b'], items: [], answer: ['a', 'b'], tolerance: 0, points: 1, feedback: '' };
  const { text, skipped } = exportGift({ ...EMPTY_QUIZ, name: 'Fixture', questions: [...imported, ordering] });
  expect(skipped).toEqual([{ question: 7, reason: 'GIFT has no ordering questions' }]);
  const allOrNothing = { ...ordering, id: 'm', kind: 'multiple' as const, options: ['a', 'b', 'c'], answer: ['a', 'b'] };
  expect(exportGift({ ...EMPTY_QUIZ, questions: [allOrNothing] }).changed).toEqual([{ question: 1, reason: 'GIFT gives a share of the points per right option; here it was all or nothing' }]);
  // GIFT is text: a question's images (issue 50) are named as not exported, the question itself is.
  const pictured = { ...imported[0]!, images: [{ src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000001.png', alt: 'A map' }] };
  const withImages = exportGift({ ...EMPTY_QUIZ, questions: [imported[1]!, pictured] });
  expect([withImages.withoutImages, withImages.skipped, withImages.text.includes('media/uploads')]).toEqual([[2], [], false]);
  const again = importGift(text);
  expect(again.errors).toBe(0);
  const strip = (qs: typeof imported) => qs.map(({ kind, prompt, options, items, answer, tolerance }) => ({ kind, prompt, options, items, answer, tolerance }));
  expect(strip(again.questions)).toEqual(strip(imported));
});
