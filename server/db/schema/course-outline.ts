/** Published course outlines by version (a stale publish's differences) and progress kept from deleted lessons. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';
import { courses } from './courses';
import { users } from './users';

export const courseOutlineVersions = pgTable(
  'course_outline_versions',
  {
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    version: integer('version').notNull(),
    /** The outline as `contract/course-editor.ts` `EditorModule[]` plus the course fields. */
    outline: jsonb('outline').notNull(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'course_outline_versions_pk', columns: [t.courseId, t.version] })],
);

export const removedLessonProgress = pgTable(
  'removed_lesson_progress',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    lessonTitle: text('lesson_title').notNull(),
    section: integer('section').notNull(),
    progress: real('progress').notNull(),
    completed: boolean('completed').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('removed_lesson_progress_course_idx').on(t.organisationId, t.courseId)],
);
