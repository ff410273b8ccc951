/**
 * xAPI statements kept per learner, the LRS forwarding queue and an organisation's own package
 * limits (issue 51 items 4 and 5, migration 0032): server-only tables, written with SQL by
 * slices/packages/xapi/* and slices/packages/organisation-limits.ts; declared here so the schema test checks them.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { syncVersion } from './columns';
import { courses } from './courses';
import { lessons } from './lessons';
import { organisations } from './organisations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const xapiStatements = pgTable(
  'xapi_statements',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
    item: integer('item').notNull(),
    source: text('source').notNull(),
    actor: jsonb('actor').notNull(),
    verb: jsonb('verb').notNull(),
    object: jsonb('object').notNull(),
    result: jsonb('result'),
    timestamp: at('timestamp').notNull(),
    stored: at('stored').notNull().defaultNow(),
  },
  (t) => [index('xapi_statements_user_idx').on(t.organisationId, t.userId, t.stored)],
);

export const xapiForwards = pgTable(
  'xapi_forwards',
  {
    statementId: uuid('statement_id').primaryKey().references(() => xapiStatements.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextTryAt: at('next_try_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    lastError: text('last_error'),
  },
  (t) => [index('xapi_forwards_due_idx').on(t.status, t.nextTryAt)],
);

/** Synced to admins as `packageLimits` (read by its declaration, contract/admin.ts; migration 0034). */
export const organisationPackageLimits = pgTable('organisation_package_limits', {
  organisationId: text('organisation_id').primaryKey().references(() => organisations.id, { onDelete: 'cascade' }),
  maxBytes: integer('max_bytes'),
  maxCount: integer('max_count'),
  syncVersion: syncVersion(),
}, (t) => [index('organisation_package_limits_org_sync_idx').on(t.organisationId, t.syncVersion)]);
