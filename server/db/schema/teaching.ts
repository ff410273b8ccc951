/** Teaching (issue 16): feedback on quiz attempts and per-learner quiz extensions (migration 0012). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion } from './columns';
import { quizAttempts, quizzes } from './quizzes';
import { users } from './users';

/** A teacher's (or admin's) feedback on one attempt; `userId` is the learner's. Id = the client's UUID. */
export const quizFeedback = pgTable(
  'quiz_feedback',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    attemptId: text('attempt_id').notNull().references(() => quizAttempts.id, { onDelete: 'cascade' }),
    quizId: text('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [index('quiz_feedback_attempt_idx').on(t.attemptId), index('quiz_feedback_org_sync_idx').on(t.organisationId, t.syncVersion)],
);

/** An extension of a quiz for one learner: a later due date and/or extra attempts. Id = the client's UUID. */
export const quizExtensions = pgTable(
  'quiz_extensions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    quizId: text('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    grantedBy: text('granted_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [index('quiz_extensions_user_quiz_idx').on(t.userId, t.quizId), index('quiz_extensions_org_sync_idx').on(t.organisationId, t.syncVersion)],
);
