// Issue 51: the results screen's packages tab, from the synced `memberPackageAttempts`: one row per
// learner of the course's batches (not attempted too, and per part of a package of several), the
// status chart in words, the batch filter, the CSV export of the rows shown, and its empty state.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberPackageAttemptRow } from '@contract/packages';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { QuizResultsScreen } from '@/features/quiz-analysis/components/quiz-results-screen';
import { renderInApp } from '../courses/render';
import { courseRow, lessonRow } from '../../support/rows';
import { captureDownload } from '../../support/download';

const batch = (id: string, name: string) => ({ id, name, courseId: 'c', courseTitle: 'Safety', teacherId: 't', teacherName: 'T', startsOn: null, endsOn: null });
const member = (batchId: string, userId: string, name: string) => ({
  id: `${batchId}-${userId}`, batchId, userId, name, email: `${userId}@x.test`, courseId: 'c', completedSections: 0, totalSections: 1, percent: 0, lastActivityAt: null,
});
const content = (items: string[]) => JSON.stringify({
  packageId: 'p', kind: 'scorm12', title: 'P', contentBase: '/package-content/k/', items: items.map((title, i) => ({ identifier: `i${i}`, title, href: `${i}.html` })),
});
const attempt = (userId: string, lessonId: string, item: number, over: Partial<MemberPackageAttemptRow>): MemberPackageAttemptRow => ({
  id: `${userId}:${lessonId}:${item}`, userId, courseId: 'c', lessonId, item, status: 'incomplete', completed: false, success: null, score: null,
  seconds: 0, interactions: '[]', commits: 1, updatedAt: '2026-12-01T10:00:00.000Z', ...over,
});


const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(async () => {
  await clearLocalUserData();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the packages tab of the results screen', () => {
  test('lists every learner of the batches with status, score, time and interactions; filters, charts and exports them', async () => {
    await db.courses.put(courseRow({ id: 'c', title: 'Safety' }));
    await db.batches.bulkPut([batch('b1', 'Morning'), batch('b2', 'Evening')]);
    await db.batchMembers.bulkPut([member('b1', 'u1', 'Asha'), member('b1', 'u2', 'Bilal'), member('b2', 'u3', 'Chitra')]);
    await db.modules.put({ id: 'm', courseId: 'c', title: 'M', position: 0 });
    await db.lessons.bulkPut([
      lessonRow({ id: 'l1', courseId: 'c', moduleId: 'm', title: 'Fire drill', type: 'package', content: content(['Fire drill']), position: 0 }),
      lessonRow({ id: 'l2', courseId: 'c', moduleId: 'm', title: 'First aid', type: 'package', content: content(['Burns', 'Cuts']), position: 1 }),
      lessonRow({ id: 'l3', courseId: 'c', moduleId: 'm', title: 'Reading', type: 'text', position: 2 }),
    ]);
    await db.memberPackageAttempts.bulkPut([
      attempt('u1', 'l1', 0, { status: 'passed', completed: true, success: 'passed', score: 0.85, seconds: 200,
        interactions: JSON.stringify([{ id: 'q1', result: 'correct' }, { id: 'q2', result: 'wrong' }]), updatedAt: '2026-12-01T10:00:00.000Z' }),
      attempt('u3', 'l1', 0, { status: 'incomplete', seconds: 30 }),
      attempt('u2', 'l2', 1, { status: 'completed', completed: true, seconds: 90 }),
    ]);
    const user = userEvent.setup();
    const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
    await user.click(await screen.findByRole('tab', { name: 'Packages (SCORM, H5P)' }));

    const table = await screen.findByRole('table', { name: "Learners' results" });
    await waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim()))
      .toEqual(['Learner', 'Email', 'Batch', 'Status', 'Score (%)', 'Time (min)', 'Interactions', 'Interaction results', 'Last activity']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(0, 8))).toEqual([
      ['Asha', 'u1@x.test', 'Morning', 'Passed', '85', '3.3', '2', 'q1: correct; q2: wrong'],
      ['Bilal', 'u2@x.test', 'Morning', 'Not attempted', '', '', '0', ''],
      ['Chitra', 'u3@x.test', 'Evening', 'Incomplete', '', '0.5', '0', ''],
    ]);
    expect(screen.getByText('Rows per status: Not attempted: 1, Incomplete: 1, Completed: 0, Passed: 1, Failed: 0.')).toBeTruthy();

    // The export is the rows shown, sorted as shown (here by time spent, longest first), status in words.
    await user.click(within(table).getByRole('button', { name: /Time \(min\)/ }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => cells(row)[0])).toEqual(['Asha', 'Chitra', 'Bilal']));
    const csv = captureDownload();
    await user.click(screen.getByRole('button', { name: 'Export package results (CSV)' }));
    const lines = (await csv).split('\r\n');
    expect(lines[0]).toBe('Learner,Email,Batch,Status,Score (%),Time (min),Interactions,Interaction results,Last activity');
    expect(lines[1]).toMatch(/^Asha,u1@x\.test,Morning,Passed,85,3\.3,2,q1: correct; q2: wrong,2026-12-01 \d\d:\d\d$/);
    expect(lines.slice(2)).toEqual(['Chitra,u3@x.test,Evening,Incomplete,,0.5,0,,2026-12-01 ' + lines[2]!.slice(-5), 'Bilal,u2@x.test,Morning,Not attempted,,,0,,']);

    // The evening batch alone.
    await user.selectOptions(screen.getByLabelText('Batch'), 'Evening');
    await waitFor(() => expect(within(screen.getByRole('table', { name: "Learners' results" })).getAllByRole('row')).toHaveLength(2));

    // A package of two parts: a row per learner and part, with the part named.
    await user.selectOptions(screen.getByLabelText('Batch'), 'All batches');
    await user.selectOptions(screen.getByLabelText('Package'), 'First aid (Safety)');
    await waitFor(() => expect(within(screen.getByRole('table', { name: "Learners' results" })).getAllByRole('row')).toHaveLength(7));
    const parts = within(screen.getByRole('table', { name: "Learners' results" })).getAllByRole('row').slice(1).map((row) => cells(row).slice(0, 5));
    expect(parts.slice(2, 4)).toEqual([['Bilal', 'u2@x.test', 'Morning', 'Burns', 'Not attempted'], ['Bilal', 'u2@x.test', 'Morning', 'Cuts', 'Completed']]);
  });

  test('says so when the courses of the batches have no package lesson', async () => {
    await db.courses.put(courseRow({ id: 'c', title: 'Safety' }));
    await db.batches.put(batch('b1', 'Morning'));
    const user = userEvent.setup();
    const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
    await user.click(await screen.findByRole('tab', { name: 'Packages (SCORM, H5P)' }));
    expect(await screen.findByText('The courses of your batches have no SCORM or H5P package lessons yet.')).toBeTruthy();
    expect(container.querySelector('[data-ready="true"]')).not.toBeNull();
  });

  test("the admin's tab covers the organisation's package lessons with a course filter, naming learners from people and memberships", async () => {
    await db.courses.bulkPut([courseRow({ id: 'c', title: 'Safety' }), courseRow({ id: 'd', title: 'Data' })]);
    await db.batches.put(batch('b1', 'Morning'));
    await db.memberships.put({ id: 'm1', batchId: 'b1', userId: 'u1', createdAt: '2026-11-01T00:00:00Z' });
    await db.people.put({ id: 'u1', name: 'Asha Rao', email: 'asha@x.test', photoUrl: null, role: 'learner', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' });
    await db.modules.bulkPut([{ id: 'm', courseId: 'c', title: 'M', position: 0 }, { id: 'n', courseId: 'd', title: 'N', position: 0 }]);
    await db.lessons.bulkPut([
      lessonRow({ id: 'l1', courseId: 'c', moduleId: 'm', title: 'Fire drill', type: 'package', content: content(['Fire drill']) }),
      lessonRow({ id: 'l9', courseId: 'd', moduleId: 'n', title: 'Charts', type: 'package', content: content(['Charts']) }),
    ]);
    await db.memberPackageAttempts.put(attempt('u1', 'l1', 0, { status: 'failed', completed: true, success: 'failed', score: 0.4, seconds: 600 }));
    const user = userEvent.setup();
    renderInApp(<QuizResultsScreen wholeOrganisation />);
    await user.click(await screen.findByRole('tab', { name: 'Packages (SCORM, H5P)' }));
    // By course title: Data's lesson first, nobody in a batch of that course.
    expect(await screen.findByText('No learners in these batches yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Course'), 'Safety');
    const table = await screen.findByRole('table', { name: "Learners' results" });
    expect(within(table).getAllByRole('row').slice(1).map((row) => cells(row).slice(0, 6))).toEqual([['Asha Rao', 'asha@x.test', 'Morning', 'Failed', '40', '10']]);
  });
});
