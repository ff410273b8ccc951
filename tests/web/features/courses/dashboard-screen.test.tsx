// /dashboard: greeting and today's date, 'Continue learning' at the latest progress, my courses with progress, slots.
import { beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { formatToday } from '@/ui/date';
import { renderApp } from '../../support/render-app';
import { storeSession } from '../../support/session';
import { courseRow, enrolmentRow, lessonRow, moduleRow, progressRow } from '../../support/rows';
import { renderInApp } from './render';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([
    courseRow({ id: 'alg', title: 'Algebra', assigned: true }),
    courseRow({ id: 'bio', title: 'Biology' }),
    courseRow({ id: 'chem', title: 'Chemistry' }),
  ]);
  await db.modules.bulkPut([moduleRow({ id: 'm', courseId: 'alg', position: 1 }), moduleRow({ id: 'n', courseId: 'bio', position: 1 })]);
  await db.lessons.bulkPut([
    lessonRow({ id: 'a1', courseId: 'alg', moduleId: 'm', title: 'Equations', position: 1 }),
    lessonRow({ id: 'a2', courseId: 'alg', moduleId: 'm', title: 'Inequalities', position: 2 }),
    lessonRow({ id: 'b1', courseId: 'bio', moduleId: 'n', title: 'Cells' }),
  ]);
});

const painted = () => Promise.resolve();

describe('/dashboard', () => {
  test("greets the learner with today's date", async () => {
    storeSession('learner');
    renderInApp(<DashboardScreen whenPainted={painted} />);
    expect(await screen.findByText('Hello, Demo learner!')).toBeTruthy();
    expect(screen.getByText(formatToday())).toBeTruthy();
  });

  test("'Continue learning' opens the player at the most recently updated lesson", async () => {
    await db.enrolments.put(enrolmentRow('bio'));
    await db.progress.bulkPut([
      progressRow({ courseId: 'alg', lessonId: 'a1', completed: true, updatedAt: '2026-11-22T09:00:00.000Z' }),
      progressRow({ courseId: 'bio', lessonId: 'b1', progress: 40, updatedAt: '2026-11-22T11:00:00.000Z' }),
      progressRow({ courseId: 'alg', lessonId: 'a2', progress: 10, updatedAt: '2026-11-22T10:00:00.000Z' }),
    ]);
    renderInApp(<DashboardScreen whenPainted={painted} />);
    const section = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(section).findByText('Cells')).toBeTruthy();
    expect(within(section).getByText('Biology')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/course-player/bio?lesson=b1');
  });

  test("'Continue learning' never points at a completed lesson: the next unfinished one, in an unfinished course", async () => {
    await db.enrolments.put(enrolmentRow('bio'));
    await db.progress.bulkPut([
      progressRow({ courseId: 'alg', lessonId: 'a1', completed: true, updatedAt: '2026-11-22T09:00:00.000Z' }),
      // The latest work finished Biology's only lesson: that course has nothing left to continue.
      progressRow({ courseId: 'bio', lessonId: 'b1', completed: true, updatedAt: '2026-11-22T11:00:00.000Z' }),
    ]);
    renderInApp(<DashboardScreen whenPainted={painted} />);
    const section = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(section).findByText('Inequalities')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/course-player/alg?lesson=a2');
  });

  test('lists my courses (assigned, enrolled, pending) with progress, and not the others', async () => {
    await db.enrolments.put(enrolmentRow('chem', 'pending'));
    await db.progress.put(progressRow({ courseId: 'alg', lessonId: 'a1', completed: true }));
    renderInApp(<DashboardScreen whenPainted={painted} />);
    const list = await screen.findByRole('list', { name: 'My courses' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Algebra', 'Chemistry']);
    expect(within(list).getByRole('progressbar', { name: 'Algebra: 50% complete' })).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
  });

  test('says what to do before anything is started, and shows the slots under their headings', async () => {
    await db.courses.clear();
    renderInApp(<DashboardScreen whenPainted={painted} waiting={<p>2 flashcards due</p>} status={<p>All changes saved</p>} />);
    expect(await screen.findByText('Nothing started yet. Pick a course to begin.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/courses');
    expect(within(screen.getByRole('region', { name: 'What waits for you' })).getByText('2 flashcards due')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sync' })).getByText('All changes saved')).toBeTruthy();
  });

  test('the route shows the dashboard with the sync status inside the layout', async () => {
    renderApp('/dashboard', 'learner');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    // After the app's first paint (a second, then idle): the local-data parts and the sync status.
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Algebra' })).toBeTruthy();
  });

  test('while a part waits, the wait is announced and no spinner turns in its first second', async () => {
    storeSession('learner');
    const never = new Promise<never>(() => {});
    const Waiting = () => {
      throw never;
    };
    const { container } = renderInApp(<DashboardScreen whenPainted={painted} status={<Waiting />} />);
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
  });
});

test("the dashboard marks the author's titles with the course's language and direction, not its own texts", async () => {
  await db.courses.put(courseRow({ id: 'ar1', title: 'أساسيات الحاسوب', language: 'ar' }));
  await db.modules.put(moduleRow({ id: 'am', courseId: 'ar1', position: 1 }));
  await db.lessons.put(lessonRow({ id: 'ar-l1', courseId: 'ar1', moduleId: 'am', title: 'الفأرة', position: 1 }));
  await db.enrolments.bulkPut([enrolmentRow('ar1'), enrolmentRow('bio')]);
  await db.progress.put(progressRow({ courseId: 'ar1', lessonId: 'ar-l1', progress: 40, updatedAt: '2026-11-22T11:00:00.000Z' }));
  renderInApp(<DashboardScreen whenPainted={painted} />);
  const section = await screen.findByRole('region', { name: 'Continue learning' });
  for (const text of ['الفأرة', 'أساسيات الحاسوب']) {
    const element = await within(section).findByText(text);
    expect([element.getAttribute('lang'), element.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  }
  expect(within(section).getByRole('link', { name: 'Continue' }).closest('[lang]:not(html)')).toBeNull();
  const mine = await screen.findByRole('list', { name: 'My courses' });
  const arabic = within(mine).getByRole('link', { name: 'أساسيات الحاسوب' });
  expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  // A course that states no language: the page's language applies.
  expect(within(mine).getByRole('link', { name: 'Biology' }).hasAttribute('lang')).toBe(false);
});

test("'Continue learning' shows as soon as its own data is there: a slower part below it does not hold it back", async () => {
  await db.enrolments.put(enrolmentRow('bio'));
  await db.progress.put(progressRow({ courseId: 'bio', lessonId: 'b1', progress: 40 }));
  storeSession('learner');
  const never = new Promise<never>(() => {});
  const Waiting = () => {
    throw never;
  };
  renderInApp(<DashboardScreen whenPainted={painted} waiting={<Waiting />} />);
  // Role queries skip a hidden group: the section is on screen while 'What waits for you' still loads.
  const section = await screen.findByRole('region', { name: 'Continue learning' });
  expect(within(section).getByText('Cells')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'What waits for you' })).toBeNull();
});

test('the part below never shows before the top part: what is on screen is not pushed down (layout shift)', async () => {
  storeSession('teacher');
  let showTop: () => void = () => {};
  const topReady = new Promise<void>((resolve) => (showTop = resolve));
  let topLoaded = false;
  void topReady.then(() => (topLoaded = true));
  const Top = () => {
    if (!topLoaded) throw topReady;
    return <p>Your batches</p>;
  };
  renderInApp(<DashboardScreen whenPainted={painted} staff={<Top />} status={<p>All changes saved</p>} />);
  // The status's own content is there at once, yet it stays out of the layout while the top part loads.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Sync' })).toBeNull();
  showTop();
  expect(await screen.findByText('Your batches')).toBeTruthy();
  const status = await screen.findByRole('region', { name: 'Sync' });
  expect(within(status).getByText('All changes saved')).toBeTruthy();
});
