/** Lessons: text, video or PDF content, optionally linked to a quiz, exercise or flashcard deck. */
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courseModules, courses } from './courses';
import { exercises } from './exercises';
import { flashcardDecks } from './flashcards';
import { quizzes } from './quizzes';

export const lessonTypeEnum = pgEnum('lesson_type', ['text', 'video', 'pdf', 'package']);

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull().references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: lessonTypeEnum('type').notNull(),
    /** Markdown for text lessons; a description for video and PDF lessons. */
    content: text('content').notNull().default(''),
    /** `/media/...` for video and PDF lessons. */
    mediaUrl: text('media_url'),
    durationSeconds: integer('duration_seconds'),
    /** How many sections progress is tracked in (SPEC §3 "section number"). */
    sections: integer('sections').notNull().default(1),
    position: integer('position').notNull(),
    quizId: text('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    exerciseId: text('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    deckId: text('deck_id').references(() => flashcardDecks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    index('lessons_course_idx').on(t.courseId),
    index('lessons_module_idx').on(t.moduleId),
    index('lessons_org_sync_idx').on(t.organisationId, t.syncVersion),
  ],
);
