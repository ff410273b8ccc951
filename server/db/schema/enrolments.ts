/** Course access (granted by an admin) and enrolments (requested or active) of users in courses. */
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export const courseAccess = pgTable(
  'course_access',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    /** After this moment the grant no longer opens the course (checked on every request, course-access.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    uniqueIndex('course_access_course_user_key').on(t.courseId, t.userId),
    index('course_access_user_idx').on(t.userId),
    index('course_access_org_sync_idx').on(t.organisationId, t.syncVersion),
  ],
);

export const enrolmentStatusEnum = pgEnum('enrolment_status', ['requested', 'active', 'completed', 'rejected']);

export const enrolments = pgTable(
  'enrolments',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: enrolmentStatusEnum('status').notNull().default('requested'),
    /** The admin who approved or rejected the request, when, and the message the learner sees (migration 0015). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionMessage: text('decision_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    uniqueIndex('enrolments_course_user_key').on(t.courseId, t.userId),
    index('enrolments_user_idx').on(t.userId),
  ],
);
