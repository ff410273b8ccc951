// The teacher's dashboard summary: students, average progress, and who needs attention.
import { expect, test } from 'vitest';
import { QUIET_DAYS, summariseBatches } from '@/features/courses/data/staff-home';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

test('counts students, averages progress, and lists the quiet ones (no activity for QUIET_DAYS, unfinished)', () => {
  const batches = [
    { id: 'b1', name: 'Spring', courseTitle: 'Spreadsheets' },
    { id: 'b2', name: 'Autumn', courseTitle: 'Python' },
    { id: 'b3', name: 'Empty', courseTitle: 'Finance' },
  ];
  const members = [
    { batchId: 'b1', name: 'Priya', email: null, percent: 40, lastActivityAt: daysAgo(1) },
    { batchId: 'b1', name: null, email: 'kwame@demo.test', percent: 10, lastActivityAt: daysAgo(QUIET_DAYS + 1) },
    { batchId: 'b1', name: 'Mei', email: null, percent: 0, lastActivityAt: null },
    { batchId: 'b1', name: 'Done', email: null, percent: 100, lastActivityAt: daysAgo(60) },
    { batchId: 'b2', name: 'Lena', email: null, percent: 75, lastActivityAt: daysAgo(QUIET_DAYS - 1) },
  ];
  expect(summariseBatches(batches, members, now)).toEqual([
    { id: 'b1', name: 'Spring', courseTitle: 'Spreadsheets', students: 4, averagePercent: 38, needAttention: ['kwame@demo.test', 'Mei'] },
    { id: 'b2', name: 'Autumn', courseTitle: 'Python', students: 1, averagePercent: 75, needAttention: [] },
    { id: 'b3', name: 'Empty', courseTitle: 'Finance', students: 0, averagePercent: 0, needAttention: [] },
  ]);
});
