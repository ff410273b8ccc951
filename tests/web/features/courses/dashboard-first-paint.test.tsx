// A returning learner's /dashboard (issue 55 item 3): the device's content shows at the frame after
// the app's first paint, while the session check (the current user, Firebase) has not answered and
// the deferred work (`afterPaint`: the session check, the first sync) has not started.
import { expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { markPainted } from '@/ui/after-paint';
import { renderApp } from '../../support/render-app';
import { storeStartedLesson } from '../../support/started-lesson';

// The deferred work never starts in this file: what shows, shows without it.
vi.mock('@/ui/after-paint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/ui/after-paint')>()),
  afterPaint: () => new Promise<void>(() => {}),
}));

test("the dashboard shows 'Continue learning' from the device after the first paint, before the session check answers and before the deferred work", async () => {
  await storeStartedLesson();
  const { actor, services } = renderApp('/dashboard', 'learner', { loadUser: vi.fn(() => new Promise<never>(() => {})) });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  // What the app does at its first render (src/app/app.tsx).
  markPainted();
  const section = await screen.findByRole('region', { name: 'Continue learning' });
  expect(await within(section).findByText('Cells')).toBeTruthy();
  // The user from the device's last session: the check is still out.
  expect(services.loadUser).toHaveBeenCalled();
  expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(false);
});
