// The admin's package limits (issue 51, item 5): the dialog shows the server's defaults for empty
// fields, refuses values out of bounds with a message on the field, writes the limits through the
// outbox at once (offline too), and a refusal restores the limits shown before.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { setSignedInUser } from '@/data/signed-in-user';
import { drainOutbox } from '@/data/sync/drain';
import { CourseListScreen } from '@/features/admin-courses/components/course-list-screen';
import { fakeTransport } from '../../data/sync/fake-transport';
import { storedUser } from '../../support/session';
import { renderInApp } from '../courses/render';

beforeEach(async () => {
  await clearLocalUserData();
  localStorage.setItem('package-limits-server', JSON.stringify({ maxBytes: 250 * 1024 * 1024, maxCount: 100 }));
  setSignedInUser(storedUser('admin'));
});
afterEach(() => {
  setSignedInUser(null);
  localStorage.clear();
});

// The button is disabled until the organisation's own limits are read from the device: a click before
// that does nothing (on a loaded machine the read can come after the button is first found).
const openDialog = async () => {
  const button = await screen.findByRole('button', { name: 'Package limits' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await userEvent.click(button);
  return { size: await screen.findByRole('textbox', { name: 'Largest package (MiB)' }), count: screen.getByRole('textbox', { name: 'Most packages' }) };
};

test('shows the server defaults, refuses values out of bounds, and queues the limits shown at once', async () => {
  renderInApp(<CourseListScreen />);
  const { size, count } = await openDialog();
  expect(screen.getByText("Empty: the server's default, 250 MiB.")).toBeTruthy();
  expect(screen.getByText("Empty: the server's default, 100.")).toBeTruthy();
  expect(size).toHaveProperty('value', '');

  await userEvent.type(size, '5000');
  await userEvent.type(count, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
  expect(await screen.findByText('Enter a size from 0.01 to 1900 MiB, or leave it empty.')).toBeTruthy();
  expect(screen.getByText('Enter a whole number from 1 to 1,000,000, or leave it empty.')).toBeTruthy();
  expect(size.getAttribute('aria-invalid')).toBe('true');
  expect(await db.outbox.count()).toBe(0);

  await userEvent.clear(size);
  await userEvent.type(size, '50');
  await userEvent.clear(count);
  await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await db.packageLimits.toArray()).toEqual([{ id: '5', maxBytes: 50 * 1024 * 1024, maxCount: null }]);
  const [queued, ...more] = await db.outbox.toArray();
  expect(more).toEqual([]);
  expect(queued).toMatchObject({ name: 'packageLimits.set', status: 'pending', args: { maxBytes: 50 * 1024 * 1024, maxCount: null, from: { maxBytes: null, maxCount: null } } });

  // Opened again, the form shows what is set.
  const again = await openDialog();
  expect(again.size).toHaveProperty('value', '50');
  expect(again.count).toHaveProperty('value', '');
});

test('a refused change restores the limits shown before and is listed with its reason', async () => {
  await db.packageLimits.put({ id: '5', maxBytes: 20 * 1024 * 1024, maxCount: 30 });
  renderInApp(<CourseListScreen />);
  const { size } = await openDialog();
  expect(size).toHaveProperty('value', '20');
  await userEvent.clear(size);
  await userEvent.type(size, '80');
  await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
  await waitFor(async () => expect(await db.packageLimits.get('5')).toMatchObject({ maxBytes: 80 * 1024 * 1024, maxCount: 30 }));
  const refuse = fakeTransport((body) => ({
    lastMutationId: body.mutations.at(-1)!.id,
    results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason: 'Only an administrator can do this.' })),
  }));
  await act(async () => {
    await drainOutbox(refuse.transport);
  });
  await waitFor(async () => expect(await db.packageLimits.get('5')).toEqual({ id: '5', maxBytes: 20 * 1024 * 1024, maxCount: 30 }));
  expect(await screen.findByText(/Only an administrator can do this/)).toBeTruthy();
  expect(screen.getByText(/Changing the package limits/)).toBeTruthy();
});
