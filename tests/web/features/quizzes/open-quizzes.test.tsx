// OpenQuizzes (for the dashboard): quizzes of the learner's assigned courses not attempted yet, linking to /take-quiz.
import { beforeEach, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { OpenQuizzes } from '@/features/quizzes/components/open-quizzes';
import { courseRow } from '../../support/rows';
import { cacheQuiz, quiz, resultRow } from './quiz-rows';

beforeEach(async () => {
  await clearLocalUserData();
  await cacheQuiz();
  await db.courses.put(courseRow({ id: 'c2', title: 'Finance', assigned: true }));
  await db.courses.put(courseRow({ id: 'c3', title: 'Not mine', assigned: false }));
  await db.quizzes.bulkPut([
    { ...quiz, id: 'quiz-2', courseId: 'c2', name: 'Interest', dueAt: '2027-06-30T12:00:00.000Z' },
    { ...quiz, id: 'quiz-3', courseId: 'c3', name: 'Other course quiz' },
    { ...quiz, id: 'quiz-4', courseId: 'c2', name: 'Already graded' },
  ]);
  await db.quizResults.put({ ...resultRow('att-1'), quizId: 'quiz-4' });
});

test('lists unattempted quizzes of assigned courses, soonest deadline first, each linking to /take-quiz', async () => {
  const router = createRouter({ routeTree: createRootRoute({ component: OpenQuizzes }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
  const section = await screen.findByRole('region', { name: 'Open quizzes' });
  const links = await within(section).findAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Interest', 'Loops']);
  expect(links[0]!.getAttribute('href')).toBe('/take-quiz?quiz=quiz-2');
  expect(within(section).getByText('Finance · due by 30 June 2027')).toBeTruthy();
});
