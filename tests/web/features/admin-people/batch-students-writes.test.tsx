// The batch-students screen queues adding, moving and removing learners through the outbox (issue 17,
// item 8): a change shows 'Pending' until the server confirms it, and a refused one is undone with
// its reason.
import { beforeEach, describe, expect, test } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { BatchStudentsScreen } from '@/features/admin-people/batch-students-screen';
import { fakeTransport } from '../../data/sync/fake-transport';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';
const batch = (id: string, name: string) => ({ id, name, courseId: 'c-py', courseTitle: 'Python', teacherId: null, teacherName: null, startsOn: null, endsOn: null });
const person = (id: string, name: string, role: 'learner' | 'teacher' = 'learner') =>
  ({ id, name, email: `${id}@demo.test`, photoUrl: null, role, createdAt: at, updatedAt: at });

beforeEach(async () => {
  await clearLocalUserData();
  await db.batches.bulkPut([batch('b-autumn', 'Python autumn'), batch('b-spring', 'Python spring')]);
  await db.people.bulkPut([person('u-lena', 'Lena Learner'), person('u-kwame', 'Kwame Mensah'), person('u-tom', 'Tomás Teacher', 'teacher')]);
  await db.memberships.put({ id: 'm-lena', batchId: 'b-autumn', userId: 'u-lena', createdAt: at });
});

const refuseAll = (reason: string) =>
  fakeTransport((body) => ({
    lastMutationId: body.mutations.at(-1)!.id,
    results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason })),
  }));

const table = () => screen.getByRole('table', { name: /Learners of the batch/ });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

/** The options of the Select labelled `label`, opened (its dropdown's transition never ends in jsdom: hidden). */
async function optionsOf(label: string): Promise<HTMLElement[]> {
  const input = screen.getByRole('combobox', { name: label });
  await userEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(input.getAttribute('aria-controls')!)!).getAllByRole('option', { hidden: true });
}

async function addKwame() {
  renderInApp(<BatchStudentsScreen />);
  await screen.findByRole('row', { name: /Lena Learner/ });
  const options = await optionsOf('Add a learner');
  // Only learners who are not in the batch yet are offered.
  expect(options.map((o) => o.textContent)).toEqual(['Kwame Mensah <u-kwame@demo.test>']);
  await userEvent.click(options[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(within(rowOf('Kwame Mensah')).getByText('Pending')).toBeTruthy());
}

describe('batch students', () => {
  test('an added learner shows Pending at once and plain once the server confirms', async () => {
    await addKwame();
    expect(within(rowOf('Lena Learner')).queryByText('Pending')).toBeNull();
    const [queued, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ name: 'batchMember.add', status: 'pending', args: { batchId: 'b-autumn', userId: 'u-kwame', memberId: expect.any(String) } });
    await act(async () => {
      await drainOutbox(fakeTransport().transport);
    });
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
    expect(rowOf('Kwame Mensah')).toBeTruthy();
  });

  test('a refused add is undone: the learner leaves the list and the reason is shown', async () => {
    await addKwame();
    await act(async () => {
      await drainOutbox(refuseAll('Python autumn is archived: it takes no learners.').transport);
    });
    expect(await screen.findByText(/Adding a learner: Python autumn is archived: it takes no learners\..*undone on this device/)).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Kwame Mensah/ })).toBeNull());
    expect(await db.memberships.where('userId').equals('u-kwame').count()).toBe(0);
  });

  test('a refused move puts the learner back in their batch; a remove shows Removing until confirmed', async () => {
    renderInApp(<BatchStudentsScreen />);
    await screen.findByRole('row', { name: /Lena Learner/ });
    const targets = await optionsOf('Move Lena Learner to another batch');
    expect(targets.map((o) => o.textContent)).toEqual(['Python spring']);
    await userEvent.click(targets[0]!);
    expect(await screen.findByText('No learners in this batch yet.')).toBeTruthy();
    expect(await db.memberships.get('m-lena')).toMatchObject({ batchId: 'b-spring' });
    await act(async () => {
      await drainOutbox(refuseAll('Someone moved this learner to another batch meanwhile; look again and choose.').transport);
    });
    expect(await screen.findByText(/Moving a learner: Someone moved this learner/)).toBeTruthy();
    await screen.findByRole('row', { name: /Lena Learner/ });
    expect(await db.memberships.get('m-lena')).toMatchObject({ batchId: 'b-autumn' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lena Learner from the batch' }));
    await waitFor(() => expect(within(rowOf('Lena Learner')).getByText('Removing')).toBeTruthy());
    expect((await db.outbox.where('name').equals('batchMember.remove').toArray()).map((w) => w.args)).toEqual([{ memberId: 'm-lena' }]);
  });
});
