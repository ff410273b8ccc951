/** Quizzes, their questions (with the answer key, never sent to a learner before grading) and attempts. */
import { boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { QuestionImage } from '../../../contract/quizzes';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export const quizzes = pgTable(
  'quizzes',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** Percentage needed to pass. */
    passMark: integer('pass_mark').notNull().default(60),
    timeLimitMinutes: integer('time_limit_minutes'),
    /** The deadline: attempts submitted (device time) after it are refused (see services/quiz-deadline.ts). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The published version learners take now (quiz_versions holds every published one). */
    version: integer('version').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** How many attempts a learner may submit; null: no limit. */
    attemptsAllowed: integer('attempts_allowed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [index('quizzes_org_idx').on(t.organisationId), index('quizzes_org_sync_idx').on(t.organisationId, t.syncVersion)],
);

export const questionKindEnum = pgEnum('question_kind', ['single', 'multiple', 'text', 'truefalse', 'numeric', 'ordering', 'matching']);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    quizId: text('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: questionKindEnum('kind').notNull().default('single'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** The answer key: option texts for single/multiple, accepted answers for text. */
    answer: jsonb('answer').$type<string[]>().notNull(),
    /** Matching: the left-hand items (the options are the right-hand choices). */
    items: jsonb('items').$type<string[]>().notNull().default([]),
    /** Numeric: how far from the key an answer may be and still count. */
    tolerance: doublePrecision('tolerance').notNull().default(0),
    /** Shown with the graded answer. */
    feedback: text('feedback').notNull().default(''),
    points: integer('points').notNull().default(1),
    /** Images shown with the prompt: course media files, each with its alternative text. */
    images: jsonb('images').$type<QuestionImage[]>().notNull().default([]),
    syncVersion: syncVersion(),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId), index('quiz_questions_org_sync_idx').on(t.organisationId, t.syncVersion)],
);

/** An attempt's id is the client's UUID, so a replayed submission is inserted once. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    quizId: text('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ qstnId: string; answer: string | string[] }[]>().notNull(),
    score: real('score').notNull(),
    total: real('total').notNull(),
    passed: boolean('passed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The quiz version the attempt was started on, and graded against. */
    version: integer('version').notNull().default(1),
    syncVersion: syncVersion(),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_attempts_quiz_idx').on(t.quizId),
    index('quiz_attempts_user_sync_idx').on(t.userId, t.syncVersion),
  ],
);

/** A published version of a quiz: its settings and keyed questions, immutable (a trigger refuses UPDATE). */
export const quizVersions = pgTable(
  'quiz_versions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    quizId: text('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<unknown>().notNull(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('quiz_versions_quiz_version_unique').on(t.quizId, t.version)],
);
