// /course-details/{course}: description, modules with lessons and progress, Enrol or Continue.
import { beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { CourseDetailsScreen } from '@/features/courses/components/course-details-screen';
import { renderApp } from '../../support/render-app';
import { courseRow, enrolmentRow, lessonRow, moduleRow, progressRow } from '../../support/rows';
import { renderInApp } from './render';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'c', title: 'Spreadsheets', description: 'Formulas, charts and tables.', enrolmentMode: 'open' }));
  await db.modules.bulkPut([moduleRow({ id: 'm2', courseId: 'c', title: 'Formulas', position: 2 }), moduleRow({ id: 'm1', courseId: 'c', title: 'Getting started', position: 1 })]);
  await db.lessons.bulkPut([
    lessonRow({ id: 'l2', courseId: 'c', moduleId: 'm1', title: 'Cells and ranges', position: 2, sections: 2 }),
    lessonRow({ id: 'l1', courseId: 'c', moduleId: 'm1', title: 'Welcome', position: 1, type: 'video' }),
    lessonRow({ id: 'l3', courseId: 'c', moduleId: 'm2', title: 'References', position: 1 }),
  ]);
});

const lessonsOf = (module: string) => within(screen.getByRole('list', { name: `Lessons of ${module}` })).getAllByRole('listitem');

describe('/course-details', () => {
  test('an enrolled learner sees modules in order with lesson and module progress, and Continue at the last lesson', async () => {
    await db.enrolments.put(enrolmentRow('c', 'active'));
    await db.progress.bulkPut([
      progressRow({ courseId: 'c', lessonId: 'l1', completed: true, updatedAt: '2026-11-20T10:00:00.000Z' }),
      progressRow({ courseId: 'c', lessonId: 'l2', section: 0, progress: 50, updatedAt: '2026-11-21T10:00:00.000Z' }),
    ]);
    renderInApp(<CourseDetailsScreen courseId="c" />);
    expect(await screen.findByRole('heading', { name: 'Spreadsheets', level: 1 })).toBeTruthy();
    expect(screen.getByText('Formulas, charts and tables.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Getting started', 'Formulas']);
    const [welcome, cells] = lessonsOf('Getting started');
    expect(within(welcome!).getByText('Completed')).toBeTruthy();
    expect(within(cells!).getByText('25%')).toBeTruthy();
    // 1 of the module's 3 sections completed; 1 of the course's 4.
    expect(screen.getByRole('progressbar', { name: 'Getting started: 33% complete' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Course progress: 25% complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/course-player/c?lesson=l2');
    expect(screen.getByRole('link', { name: 'References' }).getAttribute('href')).toBe('/course-player/c?lesson=l3');
  });

  test("an enrolled learner who has not begun sees 'Start' at the first lesson; after a completed lesson 'Continue' goes on to the next; all done: 'Review'", async () => {
    await db.enrolments.put(enrolmentRow('c', 'active'));
    const view = renderInApp(<CourseDetailsScreen courseId="c" />);
    expect((await screen.findByRole('link', { name: 'Start' })).getAttribute('href')).toBe('/course-player/c?lesson=l1');
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();

    await db.progress.put(progressRow({ courseId: 'c', lessonId: 'l1', completed: true }));
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/course-player/c?lesson=l2');

    await db.progress.bulkPut([
      progressRow({ courseId: 'c', lessonId: 'l2', section: 0, completed: true }),
      progressRow({ courseId: 'c', lessonId: 'l2', section: 1, completed: true }),
      progressRow({ courseId: 'c', lessonId: 'l3', completed: true, updatedAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    expect((await screen.findByRole('link', { name: 'Review' })).getAttribute('href')).toBe('/course-player/c?lesson=l1');
    view.unmount();
  });

  test("lessons are labelled by what they are: a quiz lesson says 'Quiz', not 'Reading'", async () => {
    await db.lessons.bulkPut([
      lessonRow({ id: 'l4', courseId: 'c', moduleId: 'm2', title: 'Check yourself', position: 2, quizId: 'q' }),
      lessonRow({ id: 'l5', courseId: 'c', moduleId: 'm2', title: 'Key terms', position: 3, deckId: 'd' }),
    ]);
    renderInApp(<CourseDetailsScreen courseId="c" />);
    await screen.findByRole('heading', { name: 'Spreadsheets', level: 1 });
    const [references, quiz, deck] = lessonsOf('Formulas');
    expect(within(references!).getByText('Reading')).toBeTruthy();
    expect(within(quiz!).getByText('Quiz')).toBeTruthy();
    expect(within(quiz!).queryByText('Reading')).toBeNull();
    expect(within(deck!).getByText('Flashcards')).toBeTruthy();
    expect(within(lessonsOf('Getting started')[0]!).getByText('Video')).toBeTruthy();
  });

  test('a learner not enrolled sees the outline without links and Enrol', async () => {
    renderInApp(<CourseDetailsScreen courseId="c" />);
    expect((await screen.findByRole('link', { name: 'Enrol' })).getAttribute('href')).toBe('/course-enrol/c');
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Welcome' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a pending request shows Pending; a course that needs access says the lessons open once enrolled', async () => {
    await db.courses.put(courseRow({ id: 'd', title: 'Data', enrolmentMode: 'request' }));
    await db.enrolments.put(enrolmentRow('d', 'pending'));
    renderInApp(<CourseDetailsScreen courseId="d" />);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('The lessons open once you are enrolled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View enrolment' })).toBeTruthy();
  });

  test('the route shows the course inside the layout', async () => {
    renderApp('/course-details/c', 'learner');
    expect(await screen.findByRole('heading', { name: 'Spreadsheets', level: 1 })).toBeTruthy();
  });

  test('an unknown course is explained', async () => {
    renderInApp(<CourseDetailsScreen courseId="gone" />);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
  });
});
