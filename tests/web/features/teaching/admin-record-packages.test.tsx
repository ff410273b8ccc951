// Issue 51: the admin's learner record shows the learner's SCORM/H5P package results. The record's
// other parts come on demand (GET /api/admin/learners/:userId/record); the package rows are the
// admin's synced `memberPackageAttempts` (scope: the organisation), so they show online, where that
// answer must not wipe them, and offline, where it fails.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { AdminRecordScreen } from '@/features/teaching/components/record-screens';
import { renderInApp } from '../courses/render';
import { courseRow, lessonRow } from '../../support/rows';

const at = '2026-12-01T10:00:00.000Z';
const person = { id: 'u1', name: 'Asha Rao', email: 'asha@x.test', photoUrl: null, role: 'learner' as const, createdAt: at, updatedAt: at };
const record = {
  person,
  progress: [{ id: 'u1:l1:0', userId: 'u1', courseId: 'c', lessonId: 'l1', section: 0, progress: 100, completed: true, position: null, updatedAt: at }],
  quizResults: [], quizKeys: [], exerciseAttempts: [], reviews: [] };
const requested: string[] = [];

beforeEach(async () => {
  await clearLocalUserData();
  requested.length = 0;
  await db.courses.put(courseRow({ id: 'c', title: 'Safety' }));
  await db.batches.put({ id: 'b1', name: 'Morning', courseId: 'c', courseTitle: 'Safety', teacherId: 't', teacherName: 'T', startsOn: null, endsOn: null });
  await db.memberships.put({ id: 'm1', batchId: 'b1', userId: 'u1', createdAt: at });
  await db.people.put(person);
  await db.modules.put({ id: 'm', courseId: 'c', title: 'M', position: 0 });
  await db.lessons.put(lessonRow({
    id: 'l1', courseId: 'c', moduleId: 'm', title: 'Fire drill', type: 'package',
    content: JSON.stringify({ packageId: 'p', kind: 'scorm12', title: 'P', contentBase: '/package-content/k/', items: [{ identifier: 'i', title: 'Fire drill', href: 'i.html' }] }),
  }));
  await db.memberPackageAttempts.bulkPut([
    { id: 'u1:l1:0', userId: 'u1', courseId: 'c', lessonId: 'l1', item: 0, status: 'passed', completed: true, success: 'passed', score: 0.85, seconds: 200,
      interactions: JSON.stringify([{ id: 'q1', result: 'correct' }]), commits: 3, updatedAt: at },
    // Another learner's attempt stays out of this record.
    { id: 'u2:l1:0', userId: 'u2', courseId: 'c', lessonId: 'l1', item: 0, status: 'incomplete', completed: false, success: null, score: null, seconds: 5,
      interactions: '[]', commits: 1, updatedAt: at },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers the record request with `record` (or fails like a dropped network when `online` is false). */
function serverAnswers(online: boolean) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    requested.push(url);
    if (online && url === '/api/admin/learners/u1/record') return new Response(JSON.stringify(record), { status: 200, headers: { 'content-type': 'application/json' } });
    throw new TypeError('Failed to fetch');
  }));
}

const packageRows = () => within(within(screen.getByRole('region', { name: 'Packages (SCORM, H5P)' })).getByRole('table', { name: 'Package results' })).getAllByRole('row').slice(1);

describe("the admin's learner record", () => {
  for (const online of [true, false]) {
    test(`shows the learner's package results from the synced rows (${online ? 'online: the fetched record keeps them' : 'offline'})`, async () => {
      serverAnswers(online);
      renderInApp(<AdminRecordScreen enrollment="m1" />);
      await waitFor(() => expect(requested).toContain('/api/admin/learners/u1/record'));
      if (!online) await screen.findByText('Could not fetch the latest record: showing what this device holds.');
      // Online, wait for the fetched record to be cached before reading the rows it must not remove.
      if (online) await waitFor(async () => expect(await db.studentProgress.where('userId').equals('u1').count()).toBe(1));
      await waitFor(() => expect(packageRows()).toHaveLength(1));
      const cells = within(packageRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells.slice(0, 6)).toEqual(['Fire drill', '', 'passed', '85%', '3:20', 'q1: correct']);
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    });
  }
});
