/**
 * Grading a quiz attempt: pure rules, no database, the same on the server and on any device.
 * How one answer scores is {@link scoreAnswer} (contract/question-score.ts): unweighted questions all or
 * nothing (single, True/False: the one right option; multiple: exactly the right set; text: one of the
 * accepted answers, ignoring case, surrounding space and repeated inner space; numeric: within
 * `tolerance`, both bounds included, a decimal comma read as a point; ordering: every option in the
 * key's order), matching its share of right pairs, weighted questions Moodle's partial credit. The
 * points earned are rounded to 2 decimals.
 */
import { keyAnswers, scoreAnswer, type GivenAnswer, type KeyedQuestion } from './question-score';
import type { GradedAnswer } from './quizzes';

export { readNumber, type GivenAnswer, type KeyedQuestion } from './question-score';

/** The grade of one attempt. */
export interface Grade {
  score: number;
  total: number;
  /** score / total as a whole percentage (0 when the quiz has no points). */
  percent: number;
  passed: boolean;
  answers: GradedAnswer[];
}

const points = (question: KeyedQuestion, fraction: number) => Math.round(question.points * fraction * 100) / 100;

/** Whether `given` is a right answer to `question` (full marks; for matching: every pair right). */
export function isCorrect(question: KeyedQuestion, given: GivenAnswer | undefined): boolean {
  return scoreAnswer(question, given).correct;
}

/** The points `given` earns on `question`. */
export function earnedPoints(question: KeyedQuestion, given: GivenAnswer | undefined): number {
  return points(question, scoreAnswer(question, given).fraction);
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
    const result = scoreAnswer(question, answer);
    const earned = points(question, result.fraction);
    total += question.points;
    score += earned;
    return {
      qstnId: question.id,
      answer: answer ?? null,
      correct: result.correct,
      correctAnswer: keyAnswers(question),
      points: question.points,
      earned,
      // Only when the author wrote some: an empty field on every answer of every attempt weighs on a teacher's pull.
      ...(question.feedback ? { feedback: question.feedback } : {}),
      ...(result.feedback.length ? { answerFeedback: result.feedback } : {}),
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
    const result = scoreAnswer(question, answer);
    given.push(answer ?? null);
    earned.push(points(question, result.fraction));
    right += result.correct ? '1' : '0';
  }
  return { given, earned, right };
}
