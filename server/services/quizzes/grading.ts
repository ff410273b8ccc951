/**
 * Grading a quiz attempt: pure rules, no database. Single and True/False questions match one option,
 * multiple-choice questions match the exact set of options, text answers match an accepted answer
 * ignoring case, surrounding space and repeated inner space.
 */
import type { GradedAnswer } from '../../../contract/quizzes';

/** A question with its answer key, as the server holds it. */
export interface KeyedQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'text';
  answer: string[];
  points: number;
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

/** Whether `given` is a right answer to `question`. */
export function isCorrect(question: KeyedQuestion, given: GivenAnswer | undefined): boolean {
  const list = asList(given);
  if (question.kind === 'text') {
    return list.length === 1 && question.answer.some((accepted) => normalise(accepted) === normalise(list[0]!));
  }
  if (question.kind === 'single') return list.length === 1 && question.answer.includes(list[0]!);
  const chosen = new Set(list);
  return chosen.size === question.answer.length && question.answer.every((option) => chosen.has(option));
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
    const correct = isCorrect(question, answer);
    total += question.points;
    if (correct) score += question.points;
    return { qstnId: question.id, answer: answer ?? null, correct, correctAnswer: question.answer, points: question.points };
  });
  const percent = total === 0 ? 0 : Math.round((score / total) * 100);
  return { score, total, percent, passed: percent >= passMark, answers: graded };
}
