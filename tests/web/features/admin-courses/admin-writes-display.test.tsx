// The admin screens show a queued write as Pending until the server confirms it, and undo a refused
// one with its reason (issue 17, item 8): enrolment decisions and course status changes.
import { beforeEach, describe, expect, test } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { CourseListScreen } from '@/features/admin-courses/components/course-list-screen';
import { EnrolmentsScreen } from '@/features/admin-courses/components/enrolments-screen';
import { fakeTransport } from '../../data/sync/fake-transport';
import { courseRow } from '../../support/rows';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([
    courseRow({ id: 'c-data', title: 'Data science', enrolmentMode: 'request' }),
    courseRow({ id: 'c-draft', title: 'Budgeting', published: false, status: 'draft' }),
  ]);
  await db.people.bulkPut([
    { id: 'u-lena', name: 'Lena Learner', email: 'lena@demo.test', photoUrl: null, role: 'learner', createdAt: at, updatedAt: at },
    { id: 'u-kwame', name: 'Kwame Mensah', email: 'kwame@demo.test', photoUrl: null, role: 'learner', createdAt: at, updatedAt: at },
  ]);
  await db.orgEnrolments.bulkPut([
    { id: 'u-lena:c-data', userId: 'u-lena', courseId: 'c-data', status: 'requested', decisionMessage: null, createdAt: at, updatedAt: at },
    { id: 'u-kwame:c-data', userId: 'u-kwame', courseId: 'c-data', status: 'requested', decisionMessage: null, createdAt: at, updatedAt: at },
  ]);
});

const refuseAll = (reason: string) =>
  fakeTransport((body) => ({
    lastMutationId: body.mutations.at(-1)!.id,
    results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason })),
  }));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('enrolments screen', () => {
  test('approving two requests with a message shows them Pending at once and plain once the server confirms', async () => {
    renderInApp(<EnrolmentsScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lena Learner, Data science' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kwame Mensah, Data science' }));
    await userEvent.type(screen.getByLabelText(/Message to the learners/), 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findAllByText('Pending');
    expect(within(rowOf('Lena Learner')).getByText('active')).toBeTruthy();
    expect(within(rowOf('Lena Learner')).getByText('Pending')).toBeTruthy();
    const [queued, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ name: 'enrolment.decide', status: 'pending', args: { decision: 'approve', message: 'Welcome', at: expect.any(String) } });
    expect(queued!.args).toHaveProperty('requestIds', expect.arrayContaining(['u-lena:c-data', 'u-kwame:c-data']));
    await act(async () => {
      await drainOutbox(fakeTransport().transport);
    });
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
    expect(await db.orgEnrolments.get('u-lena:c-data')).toMatchObject({ status: 'active', decisionMessage: 'Welcome' });
  });

  test('a refused decision is undone: the request waits again and the reason is shown', async () => {
    renderInApp(<EnrolmentsScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lena Learner, Data science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByText('Pending');
    expect(within(rowOf('Lena Learner')).getByText('rejected')).toBeTruthy();
    await act(async () => {
      await drainOutbox(refuseAll('Only an administrator can do this; you are teacher.').transport);
    });
    expect(await screen.findByText(/Only an administrator can do this; you are teacher\..*undone on this device/)).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(within(rowOf('Lena Learner')).getByText('requested')).toBeTruthy();
    expect(await db.orgEnrolments.get('u-lena:c-data')).toMatchObject({ status: 'requested', decisionMessage: null });
  });
});

describe('course list', () => {
  test('lists status and counts; a refused publish goes back to draft with the reason', async () => {
    renderInApp(<CourseListScreen />);
    const row = await screen.findByRole('row', { name: /Budgeting/ });
    expect(within(row).getByText('draft')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Publish Budgeting' }));
    await screen.findByText('Pending');
    expect(within(screen.getByRole('row', { name: /Budgeting/ })).getByText('published')).toBeTruthy();
    expect(await db.courses.get('c-draft')).toMatchObject({ status: 'published', published: true });
    await act(async () => {
      await drainOutbox(refuseAll('"Budgeting" was changed meanwhile: it is archived now. Look again and choose.').transport);
    });
    expect(await screen.findByText(/was changed meanwhile: it is archived now/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Budgeting/ })).getByText('draft')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(await db.courses.get('c-draft')).toMatchObject({ status: 'draft', published: false });
  });
});
