/** Courses and their modules (ordered sections of lessons). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';

/** A course's status in the admin's course list. */
export type CourseStatus = 'draft' | 'published' | 'archived';

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
    /** Kept equal to `status = 'published'` by the `course_status_sync` trigger (migration 0015); learners see only these. */
    published: boolean('published').notNull().default(true),
    /**
     * `draft`, `published` or `archived` (issue 17, item 5). Left out of an insert, the trigger takes it
     * from `published`; set, it sets `published`.
     */
    status: text('status').$type<CourseStatus>().notNull().default(sql`null`),
    /** Who may open it: `open` to every learner of the organisation, `request` after an admin grants access, `closed` to no one new. */
    enrolmentMode: text('enrolment_mode').$type<'open' | 'request' | 'closed'>().notNull().default('open'),
    /** The language the author wrote it in, a BCP-47 tag (`hi`, `ar`, `pt-BR`); null: not stated (migration 0029). */
    language: text('language'),
    /** Bumped on every authoring edit; a stale edit is answered 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [index('courses_org_idx').on(t.organisationId), index('courses_org_sync_idx').on(t.organisationId, t.syncVersion)],
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
    syncVersion: syncVersion(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId), index('course_modules_org_sync_idx').on(t.organisationId, t.syncVersion)],
);
