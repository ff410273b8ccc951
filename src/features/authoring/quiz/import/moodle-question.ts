/**
 * Questions read from Moodle's formats (GIFT, Moodle XML) with Moodle's grading: single choice earns
 * the chosen option's weight, multiple response the sum of the chosen weights (floored at 0 and capped
 * at 100% per question, as Moodle does), a short answer the weight of the first accepted answer that
 * matches, `*` matching any text. Single choice in Moodle can score below 0; here it cannot, and that
 * is said in `change`.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { say } from '../../shared/import-words';

/** A question read from a question bank: the question, its name there, and what would grade differently here. */
export interface ReadQuestion {
  question: AuthoredQuestion;
  name?: string;
  change?: string;
}

/** Weights that say "all or nothing": one full-credit option, the others none. */
export const allOrNothing = (weights: number[]) => weights.every((w) => w === 0 || w === 100) && weights.filter((w) => w === 100).length === 1;

/** The choice question of `options` with their weights (percent) and feedback, or why it cannot be one. */
export function choiceQuestion(base: Omit<AuthoredQuestion, 'kind'>, single: boolean, options: string[], weights: number[], optionFeedback: string[]): ReadQuestion | string {
  if (new Set(options).size !== options.length) return say('sameText');
  const feedback = optionFeedback.some(Boolean) ? { optionFeedback } : {};
  if (!single) return { question: { ...base, kind: 'multiple', options, answer: options.filter((_, i) => weights[i]! > 0), weights, ...feedback } };
  const best = Math.max(...weights);
  const answer = options.filter((_, i) => weights[i] === best);
  const question: AuthoredQuestion = { ...base, kind: 'single', options, answer, ...(allOrNothing(weights) ? {} : { weights }), ...feedback };
  const negative = options.filter((_, i) => weights[i]! < 0);
  if (!negative.length) return { question };
  return { question, change: say('negativeMarks', { options: negative.map((o) => `“${o}”`).join(', ') }) };
}

/** A short answer question of accepted answers with their weights and feedback. */
export function textQuestion(base: Omit<AuthoredQuestion, 'kind'>, written: string[], weights: number[], optionFeedback: string[]): ReadQuestion {
  // Moodle's short answer reads * as "any text" and \* as a star; without a wildcard, \* is just a star.
  const wildcard = written.some((a) => /(^|[^\\])\*/.test(a));
  const answer = wildcard ? written : written.map((a) => a.replace(/\\\*/g, '*'));
  const plain = weights.every((w) => w === 100) && !wildcard;
  return { question: { ...base, kind: 'text', answer, ...(plain ? {} : { weights }), ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}), ...(wildcard ? { wildcard } : {}) } };
}
