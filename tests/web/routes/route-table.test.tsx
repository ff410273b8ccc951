// Every route of SPEC §2 × {signed out, learner, teacher, admin}: it renders (its heading shows),
// or the user lands on /404 (a role list that excludes them, an unknown path) or /login.
import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@contract/api';
import { renderApp } from '../support/render-app';
import type { Who } from '../support/session';

type Access = 'public' | 'any' | readonly Role[];
const routes: Array<[path: string, heading: string, access: Access]> = [
  ['/login', 'Sign in', 'public'],
  ['/signup', 'Create an account', 'public'],
  ['/forgot-password', 'Reset your password', 'public'],
  ['/404', 'Page not found', 'public'],
  ['/500', 'Something went wrong', 'public'],
  ['/update-profile', 'Update your profile', 'public'],
  ['/lti', 'Opening your activity', 'public'],
  ['/dashboard', 'Dashboard', 'any'],
  ['/courses', 'Courses', 'any'],
  ['/course-details/c1', 'Course not found', 'any'],
  ['/course-enrol/c1', 'Course not found', 'any'],
  ['/messages', 'Messages', 'any'],
  ['/conversations', 'Conversations', 'any'],
  ['/ai-chat-room', 'AI Tutor', 'any'],
  ['/take-quiz', 'Take a quiz', 'any'],
  ['/quiz-result', 'Your quiz results', 'any'],
  ['/profile', 'Profile', 'any'],
  ['/profile-pages', 'Account information', 'any'],
  ['/course-player/c1', 'Course not available', 'any'],
  ['/start-exercise', 'Start exercise', 'any'],
  ['/edit-course/c1', 'Edit course', ['teacher', 'admin']],
  ['/teacher-dashboard', 'Batches', ['teacher']],
  ['/teacher-dashboard/batches', 'Batches', ['teacher']],
  ['/teacher-dashboard/batch-students', 'Batch students', ['teacher']],
  ['/teacher-dashboard/batch-students/e1', 'Learner', ['teacher']],
  ['/teacher-dashboard/quiz-results', 'Quiz results', ['teacher']],
  ['/admin-dashboard', 'Admin dashboard', ['admin']],
  ['/admin-dashboard/batches', 'Batches', ['admin']],
  ['/admin-dashboard/batch-students', 'Batch students', ['admin']],
  ['/admin-dashboard/batch-students/e1', 'Learner', ['admin']],
  ['/admin-dashboard/enrolments', 'Enrolments', ['admin']],
  ['/admin-dashboard/course-list', 'Course list', ['admin']],
  ['/admin-dashboard/add-access', 'Access', ['admin']],
  ['/admin-dashboard/quizess', 'Quizzes', ['admin']],
  ['/admin-dashboard/quiz-results', 'Quiz results', ['admin']],
  ['/admin-dashboard/exercise', 'Exercises', ['admin']],
  ['/admin-dashboard/flashcards', 'Flashcards', ['admin']],
  ['/admin-dashboard/api-keys', 'API keys', ['admin']],
  ['/admin-dashboard/lti', 'LTI (Moodle, Canvas)', ['admin']],
  ['/quizess/q1', 'New quiz', ['admin']],
  ['/exercises/x1', 'New exercise', ['admin']],
  ['/flashcards/f1', 'New deck', ['admin']],
];
const everyone: Who[] = ['signed out', 'learner', 'teacher', 'admin'];

function expected(path: string, access: Access, who: Who): string {
  if (access === 'public') return path === '/login' && who !== 'signed out' ? '/dashboard' : path;
  if (who === 'signed out') return '/login';
  if (access === 'any' || access.includes(who)) return path;
  return '/404';
}

const cases = routes.flatMap(([path, heading, access]) => everyone.map((who) => ({ path, heading, who, landing: expected(path, access, who) })));

describe.each(cases)('$path for $who', ({ path, heading, who, landing }) => {
  test(landing === path ? 'renders' : `goes to ${landing}`, async () => {
    const { router } = renderApp(path, who);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    if (landing === path) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    if (landing === '/login' && path !== '/login') expect(router.state.location.search).toEqual({ redirect: path });
    if (landing === '/404') expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('/create-quiz', () => {
  test('an admin gets a new quiz draft under its own id, so a reload keeps it', async () => {
    const { router } = renderApp('/create-quiz', 'admin');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/quizess\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'New quiz' })).toBeTruthy();
  });
  test.each(['learner', 'teacher'] as const)('a %s goes to /404', async (who) => {
    const { router } = renderApp('/create-quiz', who);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('/create-exercise', () => {
  test('an admin gets a new exercise draft under its own id, so a reload keeps it', async () => {
    const { router } = renderApp('/create-exercise', 'admin');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/exercises\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'New exercise' })).toBeTruthy();
  });
  test.each(['learner', 'teacher'] as const)('a %s goes to /404', async (who) => {
    const { router } = renderApp('/create-exercise', who);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('/create-flashcards', () => {
  test('an admin gets a new deck draft under its own id, so a reload keeps it', async () => {
    const { router } = renderApp('/create-flashcards', 'admin');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flashcards\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'New deck' })).toBeTruthy();
  });
  test.each(['learner', 'teacher'] as const)('a %s goes to /404', async (who) => {
    const { router } = renderApp('/create-flashcards', who);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('redirects', () => {
  test('/ goes to /dashboard', async () => {
    const { router } = renderApp('/', 'learner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
  test.each(everyone)('an unknown path goes to /404 (%s)', async (who) => {
    const { router } = renderApp('/no-such-page', who);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
  test('signed in, /404 keeps the navigation of the layout', async () => {
    renderApp('/no-such-page', 'teacher');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Students' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
  test('signed out, /404 stands alone', async () => {
    renderApp('/404', 'signed out');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My Courses' })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
  test('a signed-in user opening /login goes back to where they were sent from', async () => {
    const { router } = renderApp('/login?redirect=%2Fmessages', 'teacher');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });
});
