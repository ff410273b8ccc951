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

/** A deck of `count` cards (`${deckId}-card${n}`, front `Front n`, back `Back n`), as pull sends them. */
export function deckRows(deckId: string, title: string, count: number) {
  const deck = { id: deckId, courseId: 'c1', title, description: '', updatedAt: '2026-11-22T10:00:00.000Z' };
  const cards = Array.from({ length: count }, (_, i) => ({ id: `${deckId}-card${i + 1}`, deckId, front: `Front ${i + 1}`, back: `Back ${i + 1}`, position: i + 1 }));
  return { deck, cards };
}
