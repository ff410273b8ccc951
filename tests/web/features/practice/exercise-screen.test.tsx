// /start-exercise?exercise=…: each kind of item gives instant feedback on the device; finishing
// saves the attempt locally, queues exercise.submit and lists it under "Your attempts".
import { beforeEach, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, type ExerciseRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { moveEntry } from '@/features/practice/components/order-input';
import { renderApp } from '../../support/render-app';

const exercise: ExerciseRow = {
  id: 'x1',
  courseId: 'c1',
  title: 'SUM and AVERAGE',
  instructions: 'A1=4, A2=6, A3=8.',
  updatedAt: '2026-11-22T10:00:00.000Z',
  items: [
    { id: 'i1', prompt: '=SUM(A1:A3)', answer: ['18'] },
    { id: 'i2', kind: 'choice', prompt: 'Which counts cells that meet a condition?', options: ['SUM', 'COUNTIF', 'AVERAGE'], answer: ['COUNTIF'] },
    { id: 'i3', kind: 'order', prompt: 'Put the steps in order.', options: ['Press Enter', 'Type =SUM(', 'Select B2:B5'], answer: ['Type =SUM(', 'Select B2:B5', 'Press Enter'] },
    { id: 'i4', kind: 'choice', prompt: 'Valid addresses?', options: ['C7', '7C', 'AA12'], answer: ['C7', 'AA12'], hint: 'Letters first.' },
  ],
};

beforeEach(async () => {
  await clearLocalUserData();
  await db.exercises.put(exercise);
});

const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` });

// Many clicks and keystrokes: give it room when the machine is busy.
test('each kind is checked on the spot; finishing saves and queues the attempt', async () => {
  const user = userEvent.setup();
  renderApp('/start-exercise?exercise=x1', 'learner');
  expect(await screen.findByRole('heading', { name: 'SUM and AVERAGE', level: 1 })).toBeTruthy();
  const finish = screen.getByRole('button', { name: 'Finish and save' });
  expect(finish.hasAttribute('disabled')).toBe(true);

  // Fill in the blank: forgiving about spaces.
  await user.type(within(question(1)).getByRole('textbox', { name: 'Your answer' }), ' 18 ');
  await user.click(screen.getByRole('button', { name: 'Check answer 1' }));
  expect(within(question(1)).getByText('Correct')).toBeTruthy();
  expect(within(question(1)).getByRole('textbox').hasAttribute('disabled')).toBe(true);

  // Multiple choice, one answer: a wrong pick shows the right one.
  await user.click(within(question(2)).getByRole('radio', { name: 'SUM' }));
  await user.click(screen.getByRole('button', { name: 'Check answer 2' }));
  expect(within(question(2)).getByText('Not quite')).toBeTruthy();
  expect(within(question(2)).getByText('The right answer: COUNTIF')).toBeTruthy();

  // Ordering with the keyboard-reachable move buttons: Type =SUM( up once, Press Enter down twice.
  await user.click(within(question(3)).getByRole('button', { name: 'Move "Type =SUM(" up' }));
  await user.click(within(question(3)).getByRole('button', { name: 'Move "Press Enter" down' }));
  await user.click(within(question(3)).getByRole('button', { name: 'Move "Press Enter" down' }));
  expect(within(question(3)).getAllByRole('listitem').map((li) => li.textContent?.replace(/^\d+\. /, '').replace(/[↑↓]/g, ''))).toEqual(['Type =SUM(', 'Select B2:B5', 'Press Enter']);
  await user.click(screen.getByRole('button', { name: 'Check answer 3' }));
  expect(within(question(3)).getByText('Correct')).toBeTruthy();

  // Several right answers: only some of them is wrong, and the hint shows.
  await user.click(within(question(4)).getByRole('checkbox', { name: 'C7' }));
  await user.click(screen.getByRole('button', { name: 'Check answer 4' }));
  expect(within(question(4)).getByText('The right answer: C7, AA12')).toBeTruthy();
  expect(within(question(4)).getByText('Hint: Letters first.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Finish and save' }));
  expect(await screen.findByText(/You got 2 of 4 right/)).toBeTruthy();
  const attempts = await screen.findByRole('list', { name: 'Attempts' });
  expect(within(attempts).getByText('2 of 4 right')).toBeTruthy();
  const [queued] = await db.outbox.toArray();
  expect(queued).toMatchObject({ name: 'exercise.submit', args: { exerciseId: 'x1', correct: 2, total: 4 } });
  expect((queued!.args as { answers: unknown }).answers).toEqual([
    { qstnId: 'i1', answer: ' 18 ' },
    { qstnId: 'i2', answer: 'SUM' },
    { qstnId: 'i3', answer: ['Type =SUM(', 'Select B2:B5', 'Press Enter'] },
    { qstnId: 'i4', answer: ['C7'] },
  ]);
});

test('moving an entry past either end changes nothing', () => {
  expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
});

test('the practice list links to each exercise', async () => {
  renderApp('/start-exercise', 'learner');
  const list = await screen.findByRole('list', { name: 'Exercises' });
  expect(within(list).getByRole('link', { name: 'SUM and AVERAGE' }).getAttribute('href')).toBe('/start-exercise?exercise=x1');
  expect(within(list).getByText(/4 questions/)).toBeTruthy();
});

test('the mastery rule is shown in words and applied to the attempts on this device', async () => {
  await db.exercises.put({ ...exercise, id: 'x2', mastery: { kind: 'streak', n: 3 } });
  await db.exerciseAttempts.bulkPut([
    { id: 'a1', exerciseId: 'x2', correct: 2, total: 4, submittedAt: '2026-11-22T10:00:00.000Z', answers: [{ qstnId: 'i1', answer: '18' }, { qstnId: 'i2', answer: 'SUM' }] },
    { id: 'a2', exerciseId: 'x2', correct: 2, total: 4, submittedAt: '2026-11-22T11:00:00.000Z', answers: [{ qstnId: 'i2', answer: 'COUNTIF' }, { qstnId: 'i4', answer: ['C7', 'AA12'] }] },
  ]);
  renderApp('/start-exercise?exercise=x2', 'learner');
  const mastery = await screen.findByRole('region', { name: 'Mastery' });
  expect(within(mastery).getByText('Get 3 answers right in a row.')).toBeTruthy();
  expect(await within(mastery).findByText('Right in a row now: 2 (best 2) of 3.')).toBeTruthy();
  await db.exerciseAttempts.put({ id: 'a3', exerciseId: 'x2', correct: 1, total: 4, submittedAt: '2026-11-22T12:00:00.000Z', answers: [{ qstnId: 'i1', answer: '18' }] });
  expect(await within(mastery).findByText('Mastered')).toBeTruthy();
  expect(within(mastery).getByText(/You have mastered it/)).toBeTruthy();
});

test('an exercise cached before mastery rules existed asks for every question right in one attempt', async () => {
  renderApp('/start-exercise?exercise=x1', 'learner');
  const mastery = await screen.findByRole('region', { name: 'Mastery' });
  expect(within(mastery).getByText('Get every question right in one attempt.')).toBeTruthy();
  expect(await within(mastery).findByText('Your best attempt: 0 of 4 right.')).toBeTruthy();
});
