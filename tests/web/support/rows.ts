// Complete cached rows for tests, shaped as contract/sync.ts `syncTables` says the server sends them.
import type { CourseRow } from '@/data/db';

/** A course row with defaults for every field not given. */
export function courseRow(fields: Partial<CourseRow> & Pick<CourseRow, 'id' | 'title'>): CourseRow {
  return {
    summary: '',
    description: '',
    category: '',
    level: 'beginner',
    imageUrl: null,
    published: true,
    enrolmentMode: 'open',
    assigned: false,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}
