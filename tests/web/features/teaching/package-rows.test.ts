// Issue 51: the learner record's package rows: in lesson order, the part named for a package of
// several items, the score as a percent, interactions as `id: result`.
import { expect, test } from 'vitest';
import type { LessonRow } from '@/data/db';
import { packageAttemptRows, shownDuration } from '@/features/teaching/data/package-rows';

const items = [{ identifier: 'a', title: 'Part one', href: 'one.html' }, { identifier: 'b', title: 'Part two', href: 'two.html' }];
const lessons = [
  { id: 'l1', title: 'Two parts', content: JSON.stringify({ packageId: 'p', kind: 'scorm2004', title: 'T', items, contentBase: '/package-content/k/' }) },
  { id: 'l2', title: 'One part', content: JSON.stringify({ packageId: 'q', kind: 'scorm12', title: 'O', items: items.slice(0, 1), contentBase: '/package-content/k2/' }) },
] as LessonRow[];
const attempt = (lessonId: string, item: number, over: object = {}) => ({
  id: `u:${lessonId}:${item}`, userId: 'u', courseId: 'c', lessonId, item, status: 'incomplete', completed: false, success: null, score: null,
  seconds: 65, interactions: '[]', commits: 1, updatedAt: '2026-12-01T10:00:00.000Z', ...over,
});

test('rows follow the lessons, name parts, show percent scores and interactions', () => {
  const rows = packageAttemptRows([
    attempt('l2', 0, { status: 'passed', score: 0.85, interactions: JSON.stringify([{ id: 'q1', result: 'correct' }, { id: 'q2', response: 'b' }]) }),
    attempt('l1', 1), attempt('l1', 0), attempt('gone', 0),
  ] as never, lessons);
  expect(rows.map((r) => [r.lesson, r.part, r.status, r.score, r.interactions])).toEqual([
    ['Two parts', 'Part one', 'incomplete', null, []],
    ['Two parts', 'Part two', 'incomplete', null, []],
    ['One part', '', 'passed', 85, ['q1: correct', 'q2: b']],
  ]);
  expect([shownDuration(65), shownDuration(200), shownDuration(3725)]).toEqual(['1:05', '3:20', '1:02:05']);
});
