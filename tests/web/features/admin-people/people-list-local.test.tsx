// The admin's people list paints from this device (issue 17 item 9, issue 20 item 6): the pulled
// people, memberships and batches make its rows, offline too; when the server answers, its list is
// merged in: pending invitations appear and its row wins for a person it lists.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@contract/people';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { PeopleScreen } from '@/features/admin-people/people-screen';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';
const batch = (id: string, name: string) => ({ id, name, courseId: 'c-py', courseTitle: 'Python', teacherId: null, teacherName: null, startsOn: null, endsOn: null });
const person = (id: string, name: string, role: 'learner' | 'teacher' = 'learner', removedAt: string | null = null) =>
  ({ id, name, email: `${id}@demo.test`, photoUrl: null, role, removedAt, createdAt: at, updatedAt: at });

let online = true;
const requested: string[] = [];

beforeEach(async () => {
  online = true;
  requested.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  await clearLocalUserData();
  await db.batches.bulkPut([batch('b-autumn', 'Python autumn'), batch('b-spring', 'Python spring')]);
  await db.people.bulkPut([
    person('u-lena', 'Lena Learner'),
    person('u-kwame', 'Kwame Mensah'),
    person('u-tom', 'Tomás Teacher', 'teacher'),
    person('u-gone', 'Gone Person', 'learner', at),
  ]);
  await db.memberships.bulkPut([
    { id: 'm-lena', batchId: 'b-autumn', userId: 'u-lena', createdAt: at },
    { id: 'm-kwame-2', batchId: 'b-spring', userId: 'u-kwame', createdAt: at },
    { id: 'm-kwame-1', batchId: 'b-autumn', userId: 'u-kwame', createdAt: at },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

/** Answers `/api/admin/people` with `people` (or fails like a dropped network when null); other requests fail too. */
function serverAnswers(people: Person[] | null) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    requested.push(url);
    if (url === '/api/admin/people' && people) return new Response(JSON.stringify(people), { status: 200, headers: { 'content-type': 'application/json' } });
    throw new TypeError('Failed to fetch');
  }));
}

const table = () => screen.getByRole('table', { name: 'People of the organisation' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

describe('people list from the device', () => {
  test('with the network failing, the rows come from the device with their batch names and status', async () => {
    serverAnswers(null);
    const { container } = renderInApp(<PeopleScreen />);
    await screen.findByRole('row', { name: /Lena Learner/ });
    expect(container.querySelector('[data-ready="true"]')).toBeTruthy();
    expect(cellsOf('Kwame Mensah')).toEqual(['Kwame Mensah', 'u-kwame@demo.test', 'LearnerTeacherAdmin', 'member', 'Python autumn, Python spring', 'HistoryRemove']);
    expect(cellsOf('Lena Learner')[4]).toBe('Python autumn');
    expect(cellsOf('Tomás Teacher')[4]).toBe('');
    expect(within(rowOf('Gone Person')).getByText('removed')).toBeTruthy();
    expect(within(rowOf('Gone Person')).getByRole('button', { name: 'Restore u-gone@demo.test' })).toBeTruthy();
    // The server was asked (once the list was painted) and could not answer: said plainly, the list stays.
    expect(await screen.findByText(/The server could not be reached.*pending invitations show once the server answers/)).toBeTruthy();
    expect(requested).toContain('/api/admin/people');
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
  });

  test('offline, the list shows at once with a short note and the server is not asked', async () => {
    online = false;
    serverAnswers(null);
    renderInApp(<PeopleScreen />);
    await screen.findByRole('row', { name: /Kwame Mensah/ });
    expect(screen.getByText('Offline: this is the list as this device last synced it. Pending invitations show when you are online.')).toBeTruthy();
    expect(screen.getByText('You are offline: invitations, imports and role changes need a network connection.')).toBeTruthy();
    expect(screen.queryByText(/the people list.*need a network connection/)).toBeNull();
    expect(requested).toEqual([]);
  });

  test("the server's list adds a pending invitation and its row wins for a person it lists", async () => {
    const lenaOnServer: Person = {
      id: 'u-lena', userId: 'u-lena', email: 'u-lena@demo.test', displayName: 'Lena Learner', role: 'teacher',
      status: 'member', batchNames: ['Python autumn', 'Python winter'], since: at,
    };
    const invitation: Person = {
      id: 'invitation:i-ines', userId: null, email: 'ines@demo.test', displayName: 'Ines Invited', role: 'learner',
      status: 'invited', batchNames: ['Python spring'], since: at,
    };
    serverAnswers([lenaOnServer, invitation]);
    renderInApp(<PeopleScreen />);
    const ines = await screen.findByRole('row', { name: /Ines Invited/ });
    expect(within(ines).getByText('invited')).toBeTruthy();
    expect(within(ines).getByRole('button', { name: 'Withdraw the invitation of ines@demo.test' })).toBeTruthy();
    expect(cellsOf('Ines Invited')[4]).toBe('Python spring');
    // The server's row for Lena replaces the device's: its role and batches.
    await waitFor(() => expect(cellsOf('Lena Learner')[4]).toBe('Python autumn, Python winter'));
    expect((within(rowOf('Lena Learner')).getByRole('combobox', { name: 'Role of u-lena@demo.test' }) as HTMLSelectElement).value).toBe('teacher');
    // People only the device has so far stay listed, once each.
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(cellsOf('Kwame Mensah')[4]).toBe('Python autumn, Python spring');
    expect(screen.queryByText(/could not be reached/)).toBeNull();
    // Search finds the merged invitation.
    await userEvent.type(screen.getByLabelText('Search people'), 'invited');
    expect(within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Ines Invited']);
  });
});
