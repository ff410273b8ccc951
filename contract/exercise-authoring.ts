/**
 * Authoring practice exercises (issue 18, item 5): an exercise's content as its editor holds it and
 * publishes it (title, instructions, course, mastery rule, items with their answers and hints), and
 * the published version the editor starts from (409 with it when the author started from an older one).
 */
import { z } from 'zod';
import { exerciseItemKinds, normaliseText } from './exercise-check';
import { id, isoDateTime } from './fields';
import { masteryRuleSchema } from './practice';

/** Limits of one exercise. */
export const EXERCISE_LIMITS = { items: 200, options: 30, text: 500, prompt: 5000 } as const;

const shortText = z.string().max(EXERCISE_LIMITS.text);
const list = z.array(shortText).max(EXERCISE_LIMITS.options);

/** An item with its answer: choice (options, the right ones in `answer`), blank (accepted texts), order (`answer` in the right order). */
const itemShape = z.strictObject({
  id,
  kind: z.enum(exerciseItemKinds),
  prompt: z.string().max(EXERCISE_LIMITS.prompt),
  options: list,
  answer: list,
  hint: z.string().max(EXERCISE_LIMITS.prompt),
});
export type AuthoredExerciseItem = z.infer<typeof itemShape>;

/** What is wrong with an item, in words (null: nothing). */
export function exerciseItemProblem(item: Pick<AuthoredExerciseItem, 'kind' | 'prompt' | 'options' | 'answer'>): string | null {
  if (!item.prompt.trim()) return 'The question needs a text.';
  const filled = (values: string[]) => values.every((v) => v.trim() !== '');
  const distinct = (values: string[]) => new Set(values.map(normaliseText)).size === values.length;
  switch (item.kind) {
    case 'choice':
      if (item.options.length < 2 || !filled(item.options)) return 'Give at least two options, none of them empty.';
      if (!distinct(item.options)) return 'Two options are the same.';
      return item.answer.length >= 1 && item.answer.every((a) => item.options.includes(a)) ? null : 'Mark at least one option as right.';
    case 'blank':
      return item.answer.length >= 1 && filled(item.answer) ? null : 'Give at least one accepted answer, none of them empty.';
    case 'order':
      if (item.answer.length < 2 || !filled(item.answer)) return 'Give at least two steps, none of them empty.';
      return distinct(item.answer) ? null : 'Two steps are the same.';
  }
}

/** An item as an author publishes it: it must make sense for its kind. */
const authoredItemSchema = itemShape.superRefine((item, ctx) => {
  const problem = exerciseItemProblem(item);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['answer'] });
});

const contentShape = {
  title: z.string().max(200),
  instructions: z.string().max(10_000),
  courseId: id.nullable(),
  mastery: masteryRuleSchema,
};

/** An exercise as its editor publishes it. */
export const exerciseContentSchema = z.strictObject({
  ...contentShape,
  title: z.string().trim().min(1, 'The exercise needs a title.').max(200),
  courseId: id.nullable().refine((value) => value !== null, 'Choose the course the exercise belongs to.'),
  items: z.array(authoredItemSchema).min(1, 'Add at least one question.').max(EXERCISE_LIMITS.items),
});
/** An exercise as the editor holds it (a draft may be unfinished). */
export const storedExerciseContentSchema = z.object({ ...contentShape, items: z.array(itemShape) });
export type ExerciseContent = z.infer<typeof storedExerciseContentSchema>;

/** `POST /api/admin/exercises/:exerciseId/publish`. `baseVersion`: the version the author started from (null: a new exercise). */
export const publishExerciseRequestSchema = z.strictObject({
  baseVersion: z.int32().min(1).nullable(),
  content: exerciseContentSchema,
});
export type PublishExerciseRequest = z.infer<typeof publishExerciseRequestSchema>;

/** The published exercise (`GET /api/admin/exercises/:exerciseId`, and the 409 of a stale publish). */
export const exerciseVersionSchema = z.object({
  exerciseId: id,
  version: z.number().int().min(1),
  publishedAt: isoDateTime,
  content: storedExerciseContentSchema,
});
export type ExerciseVersion = z.infer<typeof exerciseVersionSchema>;

/** The answer of a publish refused because the exercise has moved on: the server's version, to compare. */
export const staleExerciseVersionSchema = z.object({ status: z.literal(409), detail: z.string(), server: exerciseVersionSchema });

/** The answer of a publish. */
export const publishExerciseResponseSchema = z.object({ exerciseId: id, version: z.number().int().min(1) });
export type PublishExerciseResponse = z.infer<typeof publishExerciseResponseSchema>;
