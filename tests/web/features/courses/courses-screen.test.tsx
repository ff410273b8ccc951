// /courses: BrandTabs 'All courses' / 'My courses', instant search and filters, cards with progress.
import { beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyPull } from '@/data/sync/pull';
import { CoursesScreen } from '@/features/courses/components/courses-screen';
import { FIRST_CARDS, PAGE_SIZE } from '@/features/courses/components/course-grid';
import { renderApp } from '../../support/render-app';
import { courseRow, enrolmentRow, lessonRow, progressRow } from '../../support/rows';
import { renderInApp } from './render';

beforeEach(async () => {
  await clearLocalUserData();
});

const cardTitles = async (name: string) =>
  within(await screen.findByRole('list', { name })).getAllByRole('heading').map((h) => h.textContent);

async function seedCatalogue() {
  await db.courses.bulkPut([
    courseRow({ id: 'a', title: 'Algebra I', summary: 'Equations step by step', category: 'Maths', level: 'beginner', assigned: true }),
    courseRow({ id: 'b', title: 'Cell biology', summary: 'Life under the microscope', category: 'Science', level: 'intermediate' }),
    courseRow({ id: 'c', title: 'Statistics', summary: 'Averages and charts', category: 'Maths', level: 'advanced' }),
  ]);
  await db.enrolments.put(enrolmentRow('b', 'pending'));
  await db.lessons.bulkPut([lessonRow({ id: 'l1', courseId: 'a', moduleId: 'm' }), lessonRow({ id: 'l2', courseId: 'a', moduleId: 'm' })]);
  await db.progress.put(progressRow({ courseId: 'a', lessonId: 'l1', completed: true }));
}

describe('/courses', () => {
  test('shows every course as a card linking to its details, with progress', async () => {
    await seedCatalogue();
    renderInApp(<CoursesScreen />);
    expect(await cardTitles('All courses')).toEqual(['Algebra I', 'Cell biology', 'Statistics']);
    expect(screen.getByRole('link', { name: 'Algebra I' }).getAttribute('href')).toBe('/course-details/a');
    expect(await screen.findByRole('progressbar', { name: 'Algebra I: 50% complete' })).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Cell biology' }).closest('li')!).getByText('Pending')).toBeTruthy();
  });

  test("'My courses' lists assigned and requested courses only", async () => {
    await seedCatalogue();
    renderInApp(<CoursesScreen />);
    await cardTitles('All courses');
    await userEvent.click(screen.getByRole('tab', { name: 'My courses' }));
    expect(await cardTitles('My courses')).toEqual(['Algebra I', 'Cell biology']);
  });

  test('searches as the learner types and filters by category and level', async () => {
    await seedCatalogue();
    renderInApp(<CoursesScreen />);
    await cardTitles('All courses');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'charts');
    expect(await cardTitles('All courses')).toEqual(['Statistics']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Maths');
    expect(await cardTitles('All courses')).toEqual(['Algebra I', 'Statistics']);
    // Level values are stored lowercase and shown capitalised.
    const levelOptions = within(screen.getByRole('combobox', { name: 'Level' })).getAllByRole('option');
    expect(levelOptions.map((o) => o.textContent)).toEqual(['All levels', 'Advanced', 'Beginner', 'Intermediate']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'advanced');
    expect(await cardTitles('All courses')).toEqual(['Statistics']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'intermediate');
    expect(await screen.findByText('No course matches your search.')).toBeTruthy();
  });

  test('paints the first screenful of cards, then one page, and shows more on request', async () => {
    await db.courses.bulkPut(Array.from({ length: PAGE_SIZE + 5 }, (_, i) => courseRow({ id: `c${i}`, title: `Course ${String(i).padStart(3, '0')}` })));
    renderInApp(<CoursesScreen />);
    expect(await cardTitles('All courses')).toHaveLength(FIRST_CARDS);
    await waitFor(async () => expect(await cardTitles('All courses')).toHaveLength(PAGE_SIZE));
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 more)' }));
    expect(await cardTitles('All courses')).toHaveLength(PAGE_SIZE + 5);
  });

  test('says when nothing is cached yet, and shows what a sync brings without a reload', async () => {
    renderInApp(<CoursesScreen />);
    expect(await screen.findByText('No courses yet — they appear after your first sync.')).toBeTruthy();
    await applyPull({ cursor: '1', reset: false, lastMutationId: 0, changes: { courses: { put: [courseRow({ id: 'c1', title: 'Chemistry' })], del: [] } } });
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeTruthy();
  });

  test('the /courses route shows the catalogue inside the layout', async () => {
    await db.courses.put(courseRow({ id: 'c1', title: 'Algebra I' }));
    renderApp('/courses', 'learner');
    expect(await screen.findByRole('heading', { name: 'Algebra I' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Courses', level: 1 })).toBeTruthy();
  });
});
