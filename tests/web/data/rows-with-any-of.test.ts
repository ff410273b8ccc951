// Reading the rows of several index keys with one getAll per key (src/data/rows-with-any-of.ts).
import { beforeEach, expect, test } from 'vitest';
import { db, type LessonRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { rowsWithAnyOf } from '@/data/rows-with-any-of';

// Only the fields the read needs.
const lesson = (id: string, courseId: string) => ({ id, courseId, moduleId: 'm1', title: id, sections: 1 }) as LessonRow;

beforeEach(async () => {
  await clearLocalUserData();
  await db.lessons.bulkPut([lesson('l1', 'c1'), lesson('l2', 'c2'), lesson('l3', 'c1'), lesson('l4', 'c3')]);
});

test('answers the rows of every key given, each once, grouped by key in the keys\' order', async () => {
  const rows = await rowsWithAnyOf(db.lessons, 'courseId', ['c2', 'c1', 'c2', 'c-none']);
  expect(rows.map((row) => row.id)).toEqual(['l2', 'l1', 'l3']);
});

test('answers nothing for no keys', async () => {
  expect(await rowsWithAnyOf(db.lessons, 'courseId', [])).toEqual([]);
});
