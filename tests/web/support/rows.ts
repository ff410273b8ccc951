// Complete cached rows for tests, shaped as contract/sync.ts `syncTables` says the server sends them.
import type { CourseRow, LessonRow } from '@/data/db';

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

/** A lesson row with defaults for every field not given (a one-section text lesson). */
export function lessonRow(fields: Partial<LessonRow> & Pick<LessonRow, 'id' | 'courseId' | 'moduleId'>): LessonRow {
  return {
    title: `Lesson ${fields.id}`,
    type: 'text',
    content: '',
    mediaUrl: null,
    durationSeconds: null,
    sections: 1,
    position: 1,
    quizId: null,
    exerciseId: null,
    deckId: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}
