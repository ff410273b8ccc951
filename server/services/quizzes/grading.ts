/**
 * Grading a quiz attempt: pure rules, no database.
 * - single, True/False: the one right option; multiple: exactly the right set of options;
 * - text: one of the accepted answers, ignoring case, surrounding space and repeated inner space;
 * - numeric: a number within `tolerance` of the key, both bounds included (a decimal comma is read as a point);
 * - ordering: every option in the key's order;
 * - matching: the answer lists, per item, the option chosen for it; each right pair earns an equal
 *   share of the points (rounded to 2 decimals), and the question is right only when every pair is.
 * Every other kind earns all its points or none.
 */
import type { GradedAnswer, QuestionKind } from '../../../contract/quizzes';

/** A question with its answer key, as the server holds it. */
export interface KeyedQuestion {
  id: string;
  kind: QuestionKind;
  /** Options for single/multiple/True-False, accepted answers for text, `[number]` for numeric, the right order for ordering, per item the right option for matching. */
  answer: string[];
  points: number;
  /** Numeric: the largest distance from the key that still counts. */
  tolerance?: number;
  feedback?: string;
}

/** What a learner gave for one question. */
export type GivenAnswer = string | string[];

/** The grade of one attempt. */
export interface Grade {
  score: number;
  total: number;
  /** score / total as a whole percentage (0 when the quiz has no points). */
  percent: number;
  passed: boolean;
  answers: GradedAnswer[];
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function asList(given: GivenAnswer | undefined): string[] {
  if (given === undefined) return [];
  return (Array.isArray(given) ? given : [given]).filter((g) => g.trim() !== '');
}

/** A number typed by a learner or an author (`3,5` is 3.5), or null when it is not one. */
export function readNumber(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** The share of right pairs of a matching answer, 0–1. */
function matchedShare(question: KeyedQuestion, given: GivenAnswer | undefined): number {
  if (!Array.isArray(given) || question.answer.length === 0) return 0;
  const right = question.answer.filter((option, index) => given[index] === option).length;
  return right / question.answer.length;
}

/** Whether `given` is a right answer to `question` (for matching: every pair right). */
export function isCorrect(question: KeyedQuestion, given: GivenAnswer | undefined): boolean {
  const list = asList(given);
  switch (question.kind) {
    case 'text':
      return list.length === 1 && question.answer.some((accepted) => normalise(accepted) === normalise(list[0]!));
    case 'single':
    case 'truefalse':
      return list.length === 1 && question.answer.includes(list[0]!);
    case 'numeric': {
      const key = readNumber(question.answer[0] ?? '');
      const value = list.length === 1 ? readNumber(list[0]!) : null;
      if (key === null || value === null) return false;
      // A hair of slack so 0.1 + 0.2 style rounding never turns a bound into a miss.
      return Math.abs(value - key) <= Math.abs(question.tolerance ?? 0) + 1e-9 * Math.max(1, Math.abs(key));
    }
    case 'ordering':
      return Array.isArray(given) && given.length === question.answer.length && question.answer.every((option, index) => given[index] === option);
    case 'matching':
      return matchedShare(question, given) === 1;
    case 'multiple': {
      const chosen = new Set(list);
      return chosen.size === question.answer.length && question.answer.every((option) => chosen.has(option));
    }
  }
}

/** The points `given` earns on `question`. */
export function earnedPoints(question: KeyedQuestion, given: GivenAnswer | undefined): number {
  if (question.kind === 'matching') return Math.round(question.points * matchedShare(question, given) * 100) / 100;
  return isCorrect(question, given) ? question.points : 0;
}

/**
 * Grades `answers` against `questions` (answers to unknown questions are ignored; a later answer to
 * the same question replaces an earlier one). `passMark` is the percentage needed to pass.
 */
export function gradeAttempt(questions: KeyedQuestion[], answers: { qstnId: string; answer: GivenAnswer }[], passMark: number): Grade {
  const given = new Map(answers.map((a) => [a.qstnId, a.answer]));
  let score = 0;
  let total = 0;
  const graded = questions.map((question): GradedAnswer => {
    const answer = given.get(question.id);
    const earned = earnedPoints(question, answer);
    total += question.points;
    score += earned;
    return {
      qstnId: question.id,
      answer: answer ?? null,
      correct: isCorrect(question, answer),
      correctAnswer: question.answer,
      points: question.points,
      earned,
      // Only when the author wrote some: an empty field on every answer of every attempt weighs on a teacher's pull.
      ...(question.feedback ? { feedback: question.feedback } : {}),
    };
  });
  score = Math.round(score * 100) / 100;
  const percent = total === 0 ? 0 : Math.round((score / total) * 100);
  return { score, total, percent, passed: percent >= passMark, answers: graded };
}

/** One attempt's answers in the order of its key's questions, compact (a staff device's shape, contract/staff.ts). */
export interface CompactGrade {
  given: (GivenAnswer | null)[];
  earned: number[];
  /** '1' per right answer, '0' per wrong one. */
  right: string;
}

/**
 * The same grading as {@link gradeAttempt}, per answer only and without an object per answer: a
 * teacher's pull grades 36,000 attempts of 10 questions.
 */
export function gradeCompact(questions: KeyedQuestion[], answers: { qstnId: string; answer: GivenAnswer }[]): CompactGrade {
  const byQuestion = new Map<string, GivenAnswer>();
  for (const answer of answers) byQuestion.set(answer.qstnId, answer.answer);
  const given: (GivenAnswer | null)[] = [];
  const earned: number[] = [];
  let right = '';
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const correct = isCorrect(question, answer);
    given.push(answer ?? null);
    earned.push(question.kind === 'matching' ? earnedPoints(question, answer) : correct ? question.points : 0);
    right += correct ? '1' : '0';
  }
  return { given, earned, right };
}
