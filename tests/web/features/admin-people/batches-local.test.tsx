// The admin's batches screen paints from this device (issue 20 item 6): the pulled batches and the
// memberships' counts make its rows, with the network failing too (no edits from that copy); the
// server's list replaces them when it answers. The whole organisation's people are read only once
// the batch form is open (its teachers: this device's merged with the server's).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBatch, Person } from '@contract/people';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { BatchesScreen } from '@/features/admin-people/batches-screen';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';
const batch = (id: string, name: string, teacherId: string | null, teacherName: string | null) =>
  ({ id, name, courseId: 'c-py', courseTitle: 'Python', teacherId, teacherName, startsOn: '2026-01-05', endsOn: '2099-06-30' });
const person = (id: string, name: string, role: 'learner' | 'teacher', removedAt: string | null = null) =>
  ({ id, name, email: `${id}@demo.test`, photoUrl: null, role, removedAt, createdAt: at, updatedAt: at });
const onServer = (id: string, name: string, extra: Partial<AdminBatch>): AdminBatch => ({
  id, name, courseId: 'c-py', courseTitle: 'Python', teacherId: 'u-tom', teacherName: 'Tomás Teacher', teacherIds: ['u-tom', 'u-ana'],
  teacherNames: ['Tomás Teacher', 'Ana Teacher'], startsOn: '2026-01-05', endsOn: '2099-06-30', enrolmentEndsOn: '2026-02-01', archived: false, studentCount: 2, ...extra,
});
const serverPerson = (id: string, displayName: string, role: Person['role']): Person =>
  ({ id, userId: id, email: `${id}@demo.test`, displayName, role, status: 'member', batchNames: [], since: at });

const requested: string[] = [];

beforeEach(async () => {
  requested.length = 0;
  await clearLocalUserData();
  await db.batches.bulkPut([batch('b-autumn', 'Python autumn', 'u-tom', 'Tomás Teacher'), batch('b-old', 'Python old', null, null)]);
  await db.people.bulkPut([person('u-lena', 'Lena Learner', 'learner'), person('u-kwame', 'Kwame Mensah', 'learner'), person('u-tom', 'Tomás Teacher', 'teacher'),
    person('u-zoe', 'Zoë Teacher', 'teacher'), person('u-gone', 'Gone Teacher', 'teacher', at)]);
  await db.memberships.bulkPut([
    { id: 'm-lena', batchId: 'b-autumn', userId: 'u-lena', createdAt: at },
    { id: 'm-kwame', batchId: 'b-autumn', userId: 'u-kwame', createdAt: at },
    { id: 'm-kwame-old', batchId: 'b-old', userId: 'u-kwame', createdAt: at },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers the batches and people lists (or fails like a dropped network when null); other requests fail too. */
function serverAnswers(batches: AdminBatch[] | null, people: Person[] = []) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    requested.push(url);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url === '/api/admin/manage/batches' && batches) return json(batches);
    if (url === '/api/admin/people' && batches) return json(people);
    throw new TypeError('Failed to fetch');
  }));
}

const table = () => screen.getByRole('table', { name: 'Batches' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

describe('batches from the device', () => {
  test('with the network failing, the rows come from the device with their lead teacher and learner counts, and no edits', async () => {
    serverAnswers(null);
    const { container } = renderInApp(<BatchesScreen />);
    await screen.findByRole('row', { name: /Python autumn/ });
    expect(container.querySelector('[data-ready="true"]')).toBeTruthy();
    expect(cellsOf('Python autumn').slice(0, 8)).toEqual(['Python autumn', 'Python', 'Tomás Teacher', '2026-01-05', '2099-06-30', '—', 'running', '2']);
    expect(cellsOf('Python old')[2]).toBe('—');
    expect(cellsOf('Python old')[7]).toBe('1');
    expect(within(rowOf('Python autumn')).getByRole('button', { name: 'Edit Python autumn' })).toHaveProperty('disabled', true);
    expect(within(rowOf('Python autumn')).getByRole('button', { name: 'Archive Python autumn' })).toHaveProperty('disabled', true);
    expect(await screen.findByText(/The server could not be reached.*These are the batches as this device last synced them/)).toBeTruthy();
    // Painting asks for the batches only: never the whole organisation's people.
    expect(requested).toEqual(['/api/admin/manage/batches']);
  });

  test("the server's list replaces the device's (archived hidden, co-teachers, enrolment end); the form's teachers are read when it opens", async () => {
    serverAnswers(
      [onServer('b-autumn', 'Python autumn', {}), onServer('b-old', 'Python old', { archived: true, teacherIds: [], teacherNames: [], teacherId: null, teacherName: null })],
      [serverPerson('u-tom', 'Tomás Teacher', 'teacher'), serverPerson('u-ana', 'Ana Teacher', 'teacher'), serverPerson('u-lena', 'Lena Learner', 'learner')],
    );
    renderInApp(<BatchesScreen />);
    await waitFor(() => expect(cellsOf('Python autumn')[2]).toBe('Tomás Teacher, Ana Teacher'));
    expect(cellsOf('Python autumn')[5]).toBe('2026-02-01');
    expect(within(table()).queryByRole('row', { name: /Python old/ })).toBeNull();
    expect(within(rowOf('Python autumn')).getByRole('button', { name: 'Edit Python autumn' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/could not be reached/)).toBeNull();
    expect(requested).toEqual(['/api/admin/manage/batches']);

    await userEvent.click(screen.getByRole('button', { name: 'New batch' }));
    await waitFor(() => expect(requested).toContain('/api/admin/people'));
    const input = (await screen.findAllByLabelText('Teachers')).find((el) => el.tagName === 'INPUT')!;
    await userEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    // The server's teachers and this device's (Zoë not pulled by the server's list here), once each (a removed one left out, a learner never offered);
    // the dropdown's transition never ends in jsdom, so its options count as hidden.
    const options = () => within(document.getElementById(input.getAttribute('aria-controls')!)!).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Ana Teacher', 'Tomás Teacher', 'Zoë Teacher']));
  });
});
