/** Per-section lesson progress of a user; merged with max() and completed OR-ed (DESIGN §2.7). */
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { lessons } from './lessons';
import { users } from './users';

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    section: integer('section').notNull(),
    progress: real('progress').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /** Media position in seconds, to resume a video. */
    position: real('position'),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    uniqueIndex('lesson_progress_user_lesson_section_key').on(t.userId, t.lessonId, t.section),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    index('lesson_progress_user_sync_idx').on(t.userId, t.syncVersion),
  ],
);
