/**
 * Authoring quizzes (issue 18, items 2 and 3): a quiz's content as its editor holds it and a
 * published version stores it (settings and keyed questions), publishing with the version the author
 * started from, and the regrade summary shown before publishing over attempts.
 */
import { z } from 'zod';
import { clientDateTime, id, isoDateTime } from './fields';
import { QUESTION_IMAGE_LIMIT, questionImageSchema, questionKinds } from './quizzes';

/** Limits of one authored question and quiz. */
export const AUTHORING_LIMITS = { questions: 200, options: 30, text: 500, prompt: 5000, points: 1000, tolerance: 1e9 } as const;

const shortText = z.string().max(AUTHORING_LIMITS.text);
const list = z.array(shortText).max(AUTHORING_LIMITS.options);

/** A question with its key. See server/services/quizzes/grading.ts for what `answer` holds per kind. */
const questionShape = z.strictObject({
    id,
    prompt: z.string().max(AUTHORING_LIMITS.prompt),
    kind: z.enum(questionKinds),
    options: list,
    /** Matching: the items, each matched to one of `options`. */
    items: list,
    answer: list,
    tolerance: z.number().min(0).max(AUTHORING_LIMITS.tolerance),
    points: z.int32().min(0).max(AUTHORING_LIMITS.points),
    feedback: z.string().max(AUTHORING_LIMITS.prompt),
    /** Partial credit (issue 50): percent per option (choice kinds) or per accepted answer (text, numeric); absent: all or nothing. */
    weights: z.array(z.number().min(-100).max(100)).max(AUTHORING_LIMITS.options).optional(),
    /** Feedback per option (choice kinds) or per accepted answer (text, numeric). */
    optionFeedback: z.array(z.string().max(AUTHORING_LIMITS.prompt)).max(AUTHORING_LIMITS.options).optional(),
    /** Numeric: per accepted answer, its tolerance (absent: `tolerance`). */
    tolerances: z.array(z.number().min(0).max(AUTHORING_LIMITS.tolerance)).max(AUTHORING_LIMITS.options).optional(),
    /** Text: `*` in an accepted answer matches anything (Moodle's short answer). */
    wildcard: z.boolean().optional(),
    /** Images shown with the prompt, course media only (absent: none). */
    images: z.array(questionImageSchema).max(QUESTION_IMAGE_LIMIT).optional(),
});
/** A question as an author sends it: its key must make sense for its kind ({@link questionProblem}). */
export const authoredQuestionSchema = questionShape.superRefine((q, ctx) => {
  if (!q.prompt.trim()) ctx.addIssue({ code: 'custom', message: 'The question needs a text.', path: ['prompt'] });
  const problem = questionProblem(q);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['answer'] });
});
export type AuthoredQuestion = z.infer<typeof authoredQuestionSchema>;

type Checked = Pick<AuthoredQuestion, 'kind' | 'options' | 'items' | 'answer'> & Partial<Pick<AuthoredQuestion, 'weights' | 'optionFeedback' | 'tolerances'>>;

/**
 * What can be wrong with a question's key, as a code (issue 52: the PWA words it in the language
 * shown, its authoring namespace's `keyProblem` group) and in English (the server's words, and zod's).
 */
export const QUESTION_PROBLEMS = {
  onePerOption: 'Give one weight and one feedback per option.',
  onePerAnswer: 'Give one weight and one feedback per accepted answer.',
  perAnswerKinds: 'Only choice, text and numeric questions have weights or feedback per answer.',
  positiveWeight: 'Give at least one answer a positive weight.',
  twoOptions: 'A choice question needs at least two options.',
  exactlyOneRight: 'Mark exactly one option as right.',
  oneRight: 'Mark at least one option as right.',
  acceptedAnswer: 'Give at least one accepted answer.',
  numberAnswer: 'Give the right answer as a number.',
  numberAnswers: 'Give each accepted answer as a number, a range (low..high) or *.',
  order: 'Put at least two options in their right order.',
  twoItems: 'A matching question needs at least two items.',
  matchEvery: 'Match every item to one of the options.',
} as const;
export type QuestionProblemCode = keyof typeof QUESTION_PROBLEMS;

/** What is wrong with a question's key, in English words (null: nothing). */
export function questionProblem(q: Checked): string | null {
  const code = questionProblemCode(q);
  return code && QUESTION_PROBLEMS[code];
}

/** What is wrong with a question's key, as a code (null: nothing). */
export function questionProblemCode(q: Checked): QuestionProblemCode | null {
  return perOptionProblem(q) ?? keyProblem(q);
}

/** The per-option lists must have one entry per option (choice kinds) or per accepted answer (text, numeric). */
function perOptionProblem(q: Checked): QuestionProblemCode | null {
  const choice = q.kind === 'single' || q.kind === 'multiple' || q.kind === 'truefalse';
  const count = choice ? q.options.length : q.answer.length;
  const lists = [q.weights, q.optionFeedback, ...(q.kind === 'numeric' ? [q.tolerances] : [])];
  if (lists.some((list) => list !== undefined && list.length !== count)) return choice ? 'onePerOption' : 'onePerAnswer';
  if ((q.weights || q.optionFeedback) && !choice && q.kind !== 'text' && q.kind !== 'numeric') return 'perAnswerKinds';
  if (q.weights && !q.weights.some((w) => w > 0)) return 'positiveWeight';
  return null;
}

const NUMERIC_KEY = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const numericKeyOk = (entry: string) => {
  const parts = entry.trim().replace(/,/g, '.').split('..');
  if (parts.length === 2) return parts.every((p) => NUMERIC_KEY.test(p.trim())) && Number(parts[0]) <= Number(parts[1]);
  return parts.length === 1 && (NUMERIC_KEY.test(parts[0]!) || parts[0] === '*');
};

function keyProblem(q: Checked): QuestionProblemCode | null {
  const inOptions = q.answer.every((a) => q.options.includes(a));
  switch (q.kind) {
    case 'single':
    case 'truefalse':
      if (q.options.length < 2) return 'twoOptions';
      // A weighted question may give several options full credit, as Moodle allows.
      return (q.weights ? q.answer.length >= 1 : q.answer.length === 1) && inOptions ? null : 'exactlyOneRight';
    case 'multiple':
      if (q.options.length < 2) return 'twoOptions';
      return q.answer.length >= 1 && inOptions ? null : 'oneRight';
    case 'text':
      return q.answer.some((a) => a.trim() !== '') ? null : 'acceptedAnswer';
    case 'numeric':
      if (!q.weights) return q.answer.length === 1 && numericKeyOk(q.answer[0]!) && q.answer[0]!.trim() !== '*' ? null : 'numberAnswer';
      return q.answer.every(numericKeyOk) && q.answer.some((a) => a.trim() !== '*') ? null : 'numberAnswers';
    case 'ordering':
      return q.answer.length >= 2 && q.answer.length === q.options.length && inOptions ? null : 'order';
    case 'matching':
      if (q.items.length < 2) return 'twoItems';
      return q.answer.length === q.items.length && inOptions ? null : 'matchEvery';
  }
}

const contentShape = {
  name: z.string().max(200),
  code: z.string().trim().max(50),
  description: z.string().max(10_000),
  courseId: id.nullable(),
  passMark: z.int32().min(0).max(100),
  timeLimitMinutes: z.int32().min(1).max(1440).nullable(),
  dueAt: clientDateTime.nullable(),
  attemptsAllowed: z.int32().min(1).max(100).nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
};
/** A quiz as its editor publishes it. */
export const quizContentSchema = z.strictObject({
  ...contentShape,
  name: z.string().trim().min(1, 'The quiz needs a name.').max(200),
  questions: z.array(authoredQuestionSchema).max(AUTHORING_LIMITS.questions),
});
/** A quiz as a published version stores it (read as stored: versions older than a rule stay readable). */
export const storedQuizContentSchema = z.object({ ...contentShape, dueAt: z.string().nullable(), questions: z.array(questionShape) });
export type QuizContent = z.infer<typeof storedQuizContentSchema>;

/** What happens to attempts made before the new version: they keep their grades, or are graded again on the new key. */
export const attemptPolicies = ['keep', 'regrade'] as const;
export type AttemptPolicy = (typeof attemptPolicies)[number];

/** `POST /api/admin/quizzes/:quizId/publish`. `baseVersion`: the version the author started from (null: a new quiz). */
export const publishQuizRequestSchema = z.strictObject({
  baseVersion: z.int32().min(1).nullable(),
  content: quizContentSchema,
  attempts: z.enum(attemptPolicies).optional(),
});
export type PublishQuizRequest = z.infer<typeof publishQuizRequestSchema>;

/** A published version of a quiz (`GET /api/admin/quizzes/:quizId`, and the 409 of a stale publish). */
export const quizVersionSchema = z.object({
  quizId: id,
  version: z.number().int().min(1),
  publishedAt: isoDateTime,
  content: storedQuizContentSchema,
});
export type QuizVersion = z.infer<typeof quizVersionSchema>;

/** The answer of a publish refused because the quiz has moved on: the server's version, to compare. */
export const staleQuizVersionSchema = z.object({ status: z.literal(409), detail: z.string(), server: quizVersionSchema });

/** One attempt whose grade a regrade would change. */
export const regradeChangeSchema = z.object({
  attemptId: id,
  userId: id,
  name: z.string().nullable(),
  before: z.object({ score: z.number(), total: z.number(), passed: z.boolean() }),
  after: z.object({ score: z.number(), total: z.number(), passed: z.boolean() }),
});
/** `POST /api/admin/quizzes/:quizId/regrade-preview`: how many attempts there are, and whose grade would change. */
export const regradeSummarySchema = z.object({ attempts: z.number().int().min(0), changes: z.array(regradeChangeSchema) });
export type RegradeSummary = z.infer<typeof regradeSummarySchema>;

/** The answer of a publish. */
export const publishQuizResponseSchema = z.object({ quizId: id, version: z.number().int().min(1), regraded: z.number().int().min(0) });
export type PublishQuizResponse = z.infer<typeof publishQuizResponseSchema>;
