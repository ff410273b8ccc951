// /course-enrol/{course}: Enrol queues `enrolment.request` and shows it pending until the server confirms.
import { beforeEach, describe, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { applyPull } from '@/data/sync/pull';
import { CourseEnrolScreen } from '@/features/courses/components/course-enrol-screen';
import { fakeTransport } from '../../data/sync/fake-transport';
import { courseRow, enrolmentRow } from '../../support/rows';
import { renderInApp } from './render';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([
    courseRow({ id: 'open', title: 'Algebra', enrolmentMode: 'open' }),
    courseRow({ id: 'req', title: 'Data science', enrolmentMode: 'request' }),
    courseRow({ id: 'shut', title: 'Archive', enrolmentMode: 'closed' }),
  ]);
});

const outboxIntents = async () => (await db.outbox.toArray()).map((row) => ({ name: row.name, args: row.args, status: row.status }));

describe('/course-enrol', () => {
  test("'Enrol' queues the intent, shows Pending at once, and 'Start' (nothing begun yet) once the server confirms", async () => {
    renderInApp(<CourseEnrolScreen courseId="open" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('Your request is saved on this device and is sent when you are online.')).toBeTruthy();
    expect(await outboxIntents()).toEqual([{ name: 'enrolment.request', args: { courseId: 'open', at: expect.any(String) }, status: 'pending' }]);
    expect(await db.enrolments.get('open')).toMatchObject({ status: 'pending' });
    // The server applies it; the next pull brings the active enrolment.
    await act(async () => {
      await drainOutbox(fakeTransport().transport);
      await applyPull({ cursor: '2', reset: false, lastMutationId: 1, changes: { enrolments: { put: [enrolmentRow('open', 'active')], del: [] } } });
    });
    expect(await screen.findByRole('link', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/course-player/open');
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  test("a course that needs access offers 'Request access', pending with an administrator once sent", async () => {
    renderInApp(<CourseEnrolScreen courseId="req" />);
    expect(await screen.findByText('This course needs access. Send a request and an administrator will grant it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Pending')).toBeTruthy();
    await act(async () => {
      await drainOutbox(fakeTransport().transport);
    });
    expect(await screen.findByText('An administrator will review your request.')).toBeTruthy();
  });

  test('a closed course explains and offers no enrolment', async () => {
    renderInApp(<CourseEnrolScreen courseId="shut" />);
    expect(await screen.findByText('This course is not taking new learners. Ask an administrator if you need access.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enrol|Request access/ })).toBeNull();
  });

  test('a refused request drops the pending state and says why', async () => {
    renderInApp(<CourseEnrolScreen courseId="open" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    await screen.findByText('Pending');
    const refuse = fakeTransport((body) => ({
      lastMutationId: body.mutations.at(-1)!.id,
      results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason: '"Algebra" is not taking new learners.' })),
    }));
    await act(async () => {
      await drainOutbox(refuse.transport);
    });
    expect(await screen.findByText('"Algebra" is not taking new learners.')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(await db.enrolments.get('open')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  test('says so when the course is not on this device', async () => {
    renderInApp(<CourseEnrolScreen courseId="nowhere" />);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
  });
});
