/**
 * Quizzes on the wire: the rows pull sends (quizzes and questions WITHOUT answer keys; the caller's
 * own graded attempts WITH the correct answers) and the per-quiz results a teacher reads.
 */
import { z } from 'zod';
import { CARD_IMAGE_SRC } from './cloze';
import { clientDateTime, id, isoDateTime, quizAnswer, withSample } from './fields';

/**
 * How a question is answered: one option, several options, True/False, typed text (several accepted
 * answers), a number (within a tolerance), the options put in order, or each item matched to an option.
 */
export const questionKinds = ['single', 'multiple', 'truefalse', 'text', 'numeric', 'ordering', 'matching'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** A quiz of a course the caller may open. `dueAt`: attempts submitted after it are refused. */
export const quizRowSchema = z.object({
  id,
  courseId: id,
  name: z.string(),
  code: z.string(),
  description: z.string(),
  /** Percentage needed to pass, 0–100. */
  passMark: z.number().int().min(0).max(100),
  timeLimitMinutes: z.number().int().positive().nullable(),
  dueAt: isoDateTime.nullable(),
  questionCount: z.number().int().min(0),
  /** The published version learners start now (absent from an older server: 1). */
  version: z.number().int().min(1).optional(),
  shuffleQuestions: z.boolean().optional(),
  shuffleOptions: z.boolean().optional(),
  /** How many attempts a learner may submit (null or absent: no limit). */
  attemptsAllowed: z.number().int().min(1).nullable().optional(),
  updatedAt: isoDateTime,
});

/** At most this many images on one question. */
export const QUESTION_IMAGE_LIMIT = 10;

/**
 * An image shown with a question's text (issue 50: a Moodle question's embedded images): a file of this
 * server's course media, under the same rule as images on cards (`CARD_IMAGE_SRC`: another site or a
 * `data:` URI is refused), with the text a screen reader says for it.
 */
export const questionImageSchema = z.strictObject({
  src: z.string().regex(CARD_IMAGE_SRC, 'An image must be a file of the course media.'),
  alt: z.string().max(500),
});
export type QuestionImage = z.infer<typeof questionImageSchema>;

/** A question as a learner's device holds it: never the answer key. */
export const quizQuestionRowSchema = z.strictObject({
  id,
  quizId: id,
  position: z.number().int(),
  prompt: z.string(),
  kind: z.enum(questionKinds),
  options: z.array(z.string()),
  /** Matching: the items to match, each to one of `options` (absent or empty for other kinds). */
  items: z.array(z.string()).optional(),
  points: z.number().int().min(0),
  /** Images shown with the prompt (absent from an older server: none). */
  images: z.array(questionImageSchema).max(QUESTION_IMAGE_LIMIT).optional(),
});

/** One graded answer: what was given, whether it was right, and (now that it is graded) the key. */
export const gradedAnswerSchema = z.object({
  qstnId: id,
  answer: z.union([z.string(), z.array(z.string())]).nullable(),
  correct: z.boolean(),
  correctAnswer: z.array(z.string()),
  points: z.number().int().min(0),
  /** Points earned (a matching question earns its share of right pairs; absent: all or nothing by `correct`). */
  earned: z.number().min(0).optional(),
  /** The author's feedback on this question (absent: none). */
  feedback: z.string().optional(),
  /** The author's feedback on the options or accepted answer the learner gave (absent: none). */
  answerFeedback: z.array(z.string()).optional(),
});

/** The caller's own graded attempt (id = the attempt's client UUID). */
export const quizResultRowSchema = z.object({
  id,
  quizId: id,
  userId: id,
  score: z.number().min(0),
  total: z.number().min(0),
  /** score / total, 0–100, rounded. */
  percent: z.number().int().min(0).max(100),
  passMark: z.number().int().min(0).max(100),
  passed: z.boolean(),
  startedAt: isoDateTime,
  submittedAt: isoDateTime,
  gradedAt: isoDateTime,
  /** The quiz version the attempt was graded against. */
  version: z.number().int().min(1).optional(),
  answers: z.array(gradedAnswerSchema),
});

/** One learner's attempt in `GET /api/teacher/quizzes/:quizId/results`. */
export const quizResultSummarySchema = z.object({
  attemptId: id,
  userId: id,
  name: z.string().nullable(),
  email: z.string().nullable(),
  score: z.number(),
  total: z.number(),
  percent: z.number().int(),
  passed: z.boolean(),
  submittedAt: isoDateTime,
});

export type QuizRowData = z.infer<typeof quizRowSchema>;
export type QuizQuestionRowData = z.infer<typeof quizQuestionRowSchema>;
export type QuizResultRowData = z.infer<typeof quizResultRowSchema>;
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;
export type QuizResultSummary = z.infer<typeof quizResultSummarySchema>;

/** `quiz.submit`: a finished attempt, graded on the server. */
export const quizSubmitArgs = z.strictObject({
  attemptId: z.uuid(),
  quizId: id,
  answers: z.array(quizAnswer).max(500),
  startedAt: clientDateTime,
  submittedAt: clientDateTime,
  /** The quiz version the attempt was started on (absent: the quiz's current version). */
  version: z.int32().min(1).optional(),
});

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(quizSubmitArgs, () => ({ attemptId: crypto.randomUUID(), quizId: 'c5-spreadsheets-quiz', answers: [{ qstnId: 'c5-spreadsheets-quiz-q1', answer: '=$A$1*2' }], startedAt: new Date().toISOString(), submittedAt: new Date().toISOString() }));

/** The write intents of quizzes, by name, with their args' schemas (spread into contract/intents.ts). */
export const quizIntentArgs = {
  'quiz.submit': quizSubmitArgs,
} as const;
