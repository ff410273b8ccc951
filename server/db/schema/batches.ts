/** Batches (cohorts taking a course with one or more teachers), their teachers and their members. */
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** The lead teacher (shown where one name fits); every teacher, the lead included, is in `batch_teachers`. */
    teacherId: text('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** The last day learners may be added (issue 17). */
    enrolmentEndsOn: date('enrolment_ends_on'),
    /** Set when an admin archives the batch. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    uniqueIndex('batches_org_name_key').on(t.organisationId, t.name),
    index('batches_teacher_idx').on(t.teacherId),
  ],
);

/** One membership of a learner in a batch; its id is the `{enrollment}` of the batch-students pages. */
export const batchMembers = pgTable(
  'batch_members',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    batchId: text('batch_id').notNull().references(() => batches.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [uniqueIndex('batch_members_batch_user_key').on(t.batchId, t.userId), index('batch_members_user_idx').on(t.userId)],
);

/**
 * The teachers of a batch (issue 17, item 2): each sees the batch and its learners and may do what a
 * teacher of it may. A trigger (migration 0020) keeps the lead `batches.teacher_id` in this table.
 */
export const batchTeachers = pgTable(
  'batch_teachers',
  {
    batchId: text('batch_id').notNull().references(() => batches.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('batch_teachers_user_idx').on(t.userId)],
);
