// The page tells the service worker when its first screen is shown (issue 55 item 3): the catch-up
// the worker fetched while the page booted is applied then, after a returning learner's dashboard
// shows the device's content, not while it reads it.
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { FIRST_SCREEN_SHOWN, reportFirstScreenShown } from '@/app/first-screen-shown';
import { clearLocalUserData } from '@/data/local-data';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { markPainted } from '@/ui/after-paint';
import { renderInApp } from '../features/courses/render';
import { slowPart } from '../features/courses/slow-part';
import { storeSession } from '../support/session';

const slow = slowPart(800);

test("the worker hears that the first screen is shown once the dashboard's device content is on screen", async () => {
  await clearLocalUserData();
  storeSession('learner');
  const posted: Array<{ message: unknown; at: number }> = [];
  const controller = { postMessage: (message: unknown) => posted.push({ message, at: slow.sinceStart() }) } as unknown as ServiceWorker;
  renderInApp(<DashboardScreen waiting={<slow.SlowPart />} />);
  slow.markStart();
  const reported = reportFirstScreenShown(undefined, { controller });
  markPainted();
  await screen.findByRole('region', { name: 'What waits for you' }, { timeout: 5000 });
  await reported;
  expect(posted).toHaveLength(1);
  expect(posted[0]!.message).toEqual({ type: FIRST_SCREEN_SHOWN });
  expect(posted[0]!.at).toBeGreaterThanOrEqual(slow.readyAt()! - 1);
  // No idle wait and no deferral second: the worker hears it right after the content is shown.
  expect(posted[0]!.at - slow.readyAt()!).toBeLessThan(500);
});

test('a page without a controlling worker posts nothing and does not fail', async () => {
  await expect(reportFirstScreenShown(Promise.resolve(), { controller: null })).resolves.toBeUndefined();
  await expect(reportFirstScreenShown(Promise.resolve(), undefined)).resolves.toBeUndefined();
});
