/**
 * The score of one answer to one question, 0–1, with the feedback of what was given: the one rule
 * the server's grading, staff figures and any device that grades use (issue 50).
 * - A question without `weights` is graded as it always was: all or nothing (matching: its share of right pairs).
 * - With `weights` (percent, −100…100), as Moodle grades them: single choice and True/False earn the
 *   chosen option's weight; multiple response the sum of the chosen options' weights; text and numeric
 *   the weight of the first accepted answer (in the author's order) that matches. The score is
 *   floored at 0 and capped at 100% per question.
 */
import type { QuestionKind } from './quizzes';

/** A question with its answer key, as grading reads it. */
export interface KeyedQuestion {
  id: string;
  kind: QuestionKind;
  /** Options for single/multiple/True-False, accepted answers for text, numbers (`3.14`, `3.141..3.142`, `*`) for numeric, the right order for ordering, per item the right option for matching. */
  answer: string[];
  points: number;
  /** Numeric: the largest distance from the key that still counts. */
  tolerance?: number;
  feedback?: string;
  /** The options of a choice question (needed to read `weights` and `optionFeedback` by option). */
  options?: string[];
  /** Percent of the points per option (choice kinds) or per accepted answer (text, numeric). */
  weights?: number[];
  /** Feedback per option (choice kinds) or per accepted answer (text, numeric), shown to whoever gave it. */
  optionFeedback?: string[];
  /** Numeric: per accepted answer, its tolerance (absent: `tolerance`). */
  tolerances?: number[];
  /** Text: a `*` in an accepted answer matches any run of characters (`\*` a star), as Moodle's short answer reads it. */
  wildcard?: boolean;
}

/** What a learner gave for one question. */
export type GivenAnswer = string | string[];

/** The score of one answer. */
export interface AnswerScore {
  /** 0–1. */
  fraction: number;
  /** Full marks. */
  correct: boolean;
  /** The feedback of the options or accepted answer the learner gave (empty entries left out). */
  feedback: string[];
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction));

function asList(given: GivenAnswer | undefined): string[] {
  if (given === undefined) return [];
  return (Array.isArray(given) ? given : [given]).filter((g) => g.trim() !== '');
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** A number typed by a learner or an author (`3,5` is 3.5), or null when it is not one. */
export function readNumber(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!NUMBER.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A numeric key entry: a number, a range `low..high` (bounds kept as written), or `*` (any number). */
export function readNumericKey(text: string, tolerance: number): { low: number; high: number } | 'any' | null {
  if (text.trim() === '*') return 'any';
  const [low, high, extra] = text.split('..');
  if (high !== undefined && extra === undefined) {
    const [a, b] = [readNumber(low!), readNumber(high)];
    return a === null || b === null || a > b ? null : { low: a, high: b };
  }
  const key = readNumber(text);
  return key === null ? null : { low: key - Math.abs(tolerance), high: key + Math.abs(tolerance) };
}

function numericMatches(entry: string, tolerance: number, value: number): boolean {
  const key = readNumericKey(entry, tolerance);
  if (key === null) return false;
  if (key === 'any') return true;
  // A hair of slack so 0.1 + 0.2 style rounding never turns a bound into a miss.
  const slack = 1e-9 * Math.max(1, Math.abs(key.low), Math.abs(key.high));
  return value >= key.low - slack && value <= key.high + slack;
}

function textMatches(accepted: string, given: string, wildcard: boolean): boolean {
  if (!wildcard) return normalise(accepted) === normalise(given);
  const pattern = normalise(accepted)
    .split(/(\\\*|\*)/)
    .map((part) => (part === '*' ? '.*' : part === '\\*' ? '\\*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`, 'u').test(normalise(given));
}

/** The index of the first accepted answer of a text or numeric question that `given` matches, or -1. */
function firstMatch(question: KeyedQuestion, given: string): number {
  if (question.kind === 'numeric') {
    const value = readNumber(given);
    if (value === null) return -1;
    return question.answer.findIndex((entry, i) => numericMatches(entry, question.tolerances?.[i] ?? question.tolerance ?? 0, value));
  }
  return question.answer.findIndex((accepted) => textMatches(accepted, given, question.wildcard === true));
}

const feedbackAt = (question: KeyedQuestion, indexes: number[]) => indexes.flatMap((i) => (question.optionFeedback?.[i] ? [question.optionFeedback[i]] : []));

/** Choice kinds: the indexes of the chosen options, each once. */
function chosenIndexes(question: KeyedQuestion, list: string[]): number[] {
  const options = question.options ?? [];
  return [...new Set(list)].map((choice) => options.indexOf(choice)).filter((i) => i !== -1);
}

/** The unweighted rule: all or nothing, a matching question its share of right pairs. */
function unweighted(question: KeyedQuestion, given: GivenAnswer | undefined, list: string[]): number {
  switch (question.kind) {
    case 'text':
    case 'numeric':
      return list.length === 1 && firstMatch(question, list[0]!) !== -1 ? 1 : 0;
    case 'single':
    case 'truefalse':
      return list.length === 1 && question.answer.includes(list[0]!) ? 1 : 0;
    case 'ordering':
      return Array.isArray(given) && given.length === question.answer.length && question.answer.every((option, i) => given[i] === option) ? 1 : 0;
    case 'matching':
      if (!Array.isArray(given) || question.answer.length === 0) return 0;
      return question.answer.filter((option, i) => given[i] === option).length / question.answer.length;
    case 'multiple': {
      const chosen = new Set(list);
      return chosen.size === question.answer.length && question.answer.every((option) => chosen.has(option)) ? 1 : 0;
    }
  }
}

/** The score of `given` on `question`, with the feedback of what was given. */
export function scoreAnswer(question: KeyedQuestion, given: GivenAnswer | undefined): AnswerScore {
  const list = asList(given);
  let picked: number[] = [];
  if (question.kind === 'single' || question.kind === 'truefalse' || question.kind === 'multiple') {
    picked = question.kind === 'multiple' || list.length === 1 ? chosenIndexes(question, list) : [];
  } else if ((question.kind === 'text' || question.kind === 'numeric') && list.length === 1) {
    const match = firstMatch(question, list[0]!);
    picked = match === -1 ? [] : [match];
  }
  const weights = question.weights;
  const fraction = weights ? clamp(picked.reduce((sum, i) => sum + (weights[i] ?? 0), 0) / 100) : unweighted(question, given, list);
  // Moodle counts a fraction above 0.999999 as right: weights like 33.33333 × 3 add up to full marks.
  return { fraction, correct: fraction > 0.999999, feedback: feedbackAt(question, picked) };
}

/** The answers a learner is shown as right: the key of a choice question; of text and numeric, the accepted answers of the highest weight. */
export function keyAnswers(question: KeyedQuestion): string[] {
  const weights = question.weights;
  if (!weights) return question.answer;
  if (question.kind !== 'text' && question.kind !== 'numeric') return question.answer;
  const best = Math.max(0, ...weights);
  return question.answer.filter((a, i) => best > 0 && weights[i] === best && a.trim() !== '*');
}
