/** Practice on the wire (issue 7): exercises with their answers, flashcard decks and cards, the caller's attempts and reviews. */
import { z } from 'zod';
import { MASTERY_MAX, type MasteryRule } from './exercise-mastery';
import { clientDateTime, count, id, isoDateTime, quizAnswer, withSample } from './fields';

const answersCounted = z.int32().min(1).max(MASTERY_MAX);
/** An exercise's mastery rule (see `masteryOf` in exercise-mastery.ts): N and M whole numbers 1 … 100, M at most N. */
export const masteryRuleSchema: z.ZodType<MasteryRule> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('streak'), n: answersCounted }),
  z.strictObject({ kind: z.literal('window'), m: answersCounted, n: answersCounted }).refine((rule) => rule.m <= rule.n, { message: 'M must be at most N.', path: ['m'] }),
]);

/** One item of a practice exercise, answers included: practice checks itself on the device (issue 7). */
export const exerciseItemSchema = z.object({
  id,
  kind: z.enum(['choice', 'blank', 'order']).optional(),
  prompt: z.string(),
  options: z.array(z.string()).optional(),
  answer: z.array(z.string()),
  hint: z.string().optional(),
});
/** A practice exercise of a course the caller may open. */
export const exerciseRowSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  instructions: z.string(),
  items: z.array(exerciseItemSchema),
  /** Missing in rows cached before rules existed: read as `DEFAULT_MASTERY`. */
  mastery: masteryRuleSchema.optional(),
  updatedAt: isoDateTime,
});
/** One of the caller's own exercise attempts (id = the attempt's UUID). */
export const exerciseAttemptRowSchema = z.object({
  id,
  exerciseId: id,
  answers: z.array(quizAnswer),
  correct: count,
  total: count,
  submittedAt: isoDateTime,
});
/** A flashcard deck of a course the caller may open. */
export const deckRowSchema = z.object({ id, courseId: id, title: z.string(), description: z.string(), updatedAt: isoDateTime });
/**
 * A flashcard of such a deck. `format` 'html': front and back are card HTML (a deck published from the
 * editor; render through DOMPurify with the tags of contract/cloze.ts); absent or 'text': plain text
 * (seeded cards, and rows cached before issue 18).
 */
export const cardRowSchema = z.object({ id, deckId: id, front: z.string(), back: z.string(), position: z.number().int(), format: z.enum(['text', 'html']).optional() });
/** One of the caller's own reviews of a card (append-only; id = the review's UUID). Rating 1 again … 4 easy. */
export const reviewRowSchema = z.object({ id, cardId: id, deckId: id, rating: z.number().int().min(1).max(4), reviewedAt: isoDateTime });

/** `exercise.submit`: an exercise attempt checked on the device. */
export const exerciseSubmitArgs = z.strictObject({
  attemptId: z.uuid(),
  exerciseId: id,
  answers: z.array(quizAnswer).max(500),
  correct: count,
  total: count,
  submittedAt: clientDateTime,
});

/** `card.review`: one flashcard rating (append-only). */
export const cardReviewArgs = z.strictObject({
  reviewId: z.uuid(),
  cardId: id,
  deckId: id,
  rating: z.number().int().min(1).max(4),
  reviewedAt: clientDateTime,
});

/** At most this many reviews in one `card.importHistory`: the device sends a longer history in several. */
export const HISTORY_CHUNK = 1000;
/** One review of a learner's own history brought from Anki (the id is derived on the device, so bringing the same file again stores nothing twice). */
export const historyReviewArgs = z.strictObject({ reviewId: z.uuid(), cardId: id, rating: z.number().int().min(1).max(4), reviewedAt: clientDateTime });
/** `card.importHistory`: the caller's own earlier reviews of cards of one deck (issue 50: from their Anki collection), appended as reviews. */
export const cardImportHistoryArgs = z.strictObject({
  deckId: id,
  reviews: z.array(historyReviewArgs).min(1).max(HISTORY_CHUNK),
});

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(exerciseSubmitArgs, () => ({ attemptId: crypto.randomUUID(), exerciseId: 'c5-spreadsheets-exercise', answers: [{ qstnId: 'c5-spreadsheets-exercise-i1', answer: '18' }], correct: 1, total: 5, submittedAt: new Date().toISOString() }));
withSample(cardReviewArgs, () => ({ reviewId: crypto.randomUUID(), cardId: 'c5-spreadsheets-deck-card1', deckId: 'c5-spreadsheets-deck', rating: 3, reviewedAt: new Date().toISOString() }));
withSample(cardImportHistoryArgs, () => ({ deckId: 'c5-spreadsheets-deck', reviews: [{ reviewId: crypto.randomUUID(), cardId: 'c5-spreadsheets-deck-card1', rating: 3, reviewedAt: '2025-03-01T09:00:00.000Z' }] }));

/** The write intents of practice, by name, with their args' schemas (spread into contract/intents.ts). */
export const practiceIntentArgs = {
  'exercise.submit': exerciseSubmitArgs,
  'card.review': cardReviewArgs,
  'card.importHistory': cardImportHistoryArgs,
} as const;
