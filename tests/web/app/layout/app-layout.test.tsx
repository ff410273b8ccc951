// The signed-in shell: links per role at both widths, the bottom bar's icon rule, the Log Out dialog.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor as waitForState } from 'xstate';
import { db } from '@/data/db';
import { bottomBarIconSize, navLinksFor } from '@/app/layout/nav-links';
import { renderApp } from '../../support/render-app';
import type { Who } from '../../support/session';

const originalMatchMedia = window.matchMedia;
function setWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === '(min-width: 800px)' && width >= 800,
  })) as typeof window.matchMedia;
}
afterEach(async () => {
  window.matchMedia = originalMatchMedia;
  await db.outbox.clear();
  vi.restoreAllMocks();
});

const expectedLinks: Record<Exclude<Who, 'signed out'>, Array<[string, string]>> = {
  learner: [['Home', '/dashboard'], ['My Courses', '/courses'], ['Messages', '/messages'], ['Profile', '/profile']],
  teacher: [['Home', '/dashboard'], ['Students', '/teacher-dashboard/batches'], ['My Courses', '/courses'], ['Messages', '/messages'], ['Profile', '/profile']],
  admin: [['Home', '/dashboard'], ['Manage', '/admin-dashboard/course-list'], ['My Courses', '/courses'], ['Messages', '/messages'], ['Profile', '/profile']],
};

async function openShell(role: Exclude<Who, 'signed out'>, width: number) {
  setWidth(width);
  const app = renderApp('/dashboard', role);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

describe.each([1280, 390])('at %ipx wide', (width) => {
  test.each(['learner', 'teacher', 'admin'] as const)('a %s sees exactly their links, in order', async (role) => {
    await openShell(role, width);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(expectedLinks[role]);
    expect(screen.getByRole('link', { name: /go to the dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });
});

test('desktop has a side bar; a phone has a title bar and a bottom bar', async () => {
  const desktop = await openShell('learner', 1280);
  expect(screen.getByRole('navigation', { name: 'Main' }).closest('[data-part="side-bar"]')).not.toBeNull();
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  desktop.view.unmount();
  await openShell('learner', 390);
  expect(screen.getByRole('navigation', { name: 'Main' }).closest('footer')).not.toBeNull();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log Out' })).toBeTruthy();
  expect(document.querySelector('[data-part="side-bar"]')).toBeNull();
});

describe('the bottom bar', () => {
  test('the rule: smaller icons past 4 links', () => {
    expect(bottomBarIconSize(4)).toBeGreaterThan(bottomBarIconSize(5));
    expect(navLinksFor('learner')).toHaveLength(4);
    expect(navLinksFor('teacher')).toHaveLength(5);
  });
  test.each([['learner', 26], ['admin', 20]] as const)('a %s gets %ipx icons', async (role, size) => {
    await openShell(role, 390);
    const icons = screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('svg');
    expect([...icons].map((svg) => svg.getAttribute('width'))).toEqual(Array(icons.length).fill(String(size)));
  });
});

describe('Log Out', () => {
  test('opens the dialog; Cancel closes it and keeps the session', async () => {
    const { actor } = await openShell('teacher', 1280);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure that you want to log out?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  test('Logout ends the session and lands on /login', async () => {
    const { actor, router, services } = await openShell('learner', 390);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitForState(actor, (s) => s.matches('signedOut'));
    expect(services.clearLocalUserData).toHaveBeenCalledOnce();
    expect(services.navigate).toHaveBeenCalledWith('/login');
    router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  test('with writes waiting to sync, the dialog says how many', async () => {
    await db.outbox.bulkAdd([1, 2, 3].map((mutationId) => ({ mutationId, name: 'progress.set' as const, args: {}, status: 'pending' as const, createdAt: new Date().toISOString() })));
    await openShell('learner', 1280);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('status')).textContent).toMatch(/^3 changes have not synced yet/);
  });
});
