// Complete cached rows for tests, shaped as contract/sync.ts `syncTables` says the server sends them.
import type { CourseRow, EnrolmentRow, LessonRow, MessageRow, ModuleRow, ProgressRow } from '@/data/db';

/** A course row with defaults for every field not given. */
export function courseRow(fields: Partial<CourseRow> & Pick<CourseRow, 'id' | 'title'>): CourseRow {
  return {
    summary: '',
    description: '',
    category: '',
    level: 'beginner',
    imageUrl: null,
    published: true,
    status: 'published',
    enrolmentMode: 'open',
    language: null,
    assigned: false,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}

/** A module row. */
export function moduleRow(fields: Partial<ModuleRow> & Pick<ModuleRow, 'id' | 'courseId'>): ModuleRow {
  return { title: `Module ${fields.id}`, position: 0, ...fields };
}

/** A text lesson row of one section, with defaults for every field not given. */
export function lessonRow(fields: Partial<LessonRow> & Pick<LessonRow, 'id' | 'courseId' | 'moduleId'>): LessonRow {
  return {
    title: `Lesson ${fields.id}`,
    type: 'text',
    content: '',
    mediaUrl: null,
    durationSeconds: null,
    sections: 1,
    position: 0,
    quizId: null,
    exerciseId: null,
    deckId: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}

/** The progress row of one lesson section (id `${lessonId}:${section}`). */
export function progressRow(fields: Partial<ProgressRow> & Pick<ProgressRow, 'courseId' | 'lessonId'>): ProgressRow {
  const section = fields.section ?? 0;
  return {
    id: `${fields.lessonId}:${section}`,
    section,
    progress: fields.completed ? 100 : 0,
    completed: false,
    position: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}

/** The learner's enrolment in a course (id = courseId). */
export function enrolmentRow(courseId: string, status: EnrolmentRow['status'] = 'active'): EnrolmentRow {
  return { id: courseId, courseId, status, updatedAt: '2026-11-22T10:00:00.000Z' };
}

/** A deck of `count` cards (`${deckId}-card${n}`, front `Front n`, back `Back n`), as pull sends them. */
export function deckRows(deckId: string, title: string, count: number) {
  const deck = { id: deckId, courseId: 'c1', title, description: '', updatedAt: '2026-11-22T10:00:00.000Z' };
  const cards = Array.from({ length: count }, (_, i) => ({ id: `${deckId}-card${i + 1}`, deckId, front: `Front ${i + 1}`, back: `Back ${i + 1}`, position: i + 1 }));
  return { deck, cards };
}

/** A chat message row with defaults (a room message of u5-learner) for every field not given. */
export function messageRow(fields: Partial<MessageRow> & Pick<MessageRow, 'id'>): MessageRow {
  return {
    roomId: 'r1',
    conversationId: null,
    senderId: 'u5-learner',
    senderName: 'Lena Learner',
    body: 'Hello',
    sentAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}
