/** Courses and their modules (ordered sections of lessons). */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, updatedAt } from './columns';

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    level: text('level').notNull().default('beginner'),
    imageUrl: text('image_url'),
    published: boolean('published').notNull().default(true),
    /** Bumped on every authoring edit; a stale edit is answered 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_org_idx').on(t.organisationId)],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId)],
);
