/** Practice exercises (self-checked question sets) and their attempts. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExerciseItemKind } from '../../../contract/exercise-check';
import type { MasteryRule } from '../../../contract/exercise-mastery';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

/** One item of an exercise: a prompt, optional choices and the accepted answers. */
export interface ExerciseItem {
  id: string;
  /** choice (options, the correct ones in answer), blank (accepted texts), order (answer is the right order). */
  kind?: ExerciseItemKind;
  prompt: string;
  options?: string[];
  answer: string[];
  hint?: string;
}

export const exercises = pgTable(
  'exercises',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    items: jsonb('items').$type<ExerciseItem[]>().notNull().default([]),
    /** When a learner has mastered the exercise (migration 0018). */
    mastery: jsonb('mastery').$type<MasteryRule>().notNull().default({ kind: 'all' }),
    version: integer('version').notNull().default(1),
    syncVersion: syncVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exercises_org_idx').on(t.organisationId)],
);

export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    exerciseId: text('exercise_id').notNull().references(() => exercises.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ qstnId: string; answer: string | string[] }[]>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [index('exercise_attempts_user_idx').on(t.userId), index('exercise_attempts_user_sync_idx').on(t.userId, t.syncVersion)],
);
