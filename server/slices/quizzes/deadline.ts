/**
 * When a quiz attempt may still be graded (DESIGN §2.8: the server is the authority on deadlines).
 * Offline learners submit on their device and the push may arrive much later, so the rule reads the
 * device's `submittedAt`, trusted only within bounds: it may not lie in the future beyond clock skew,
 * and it must reach the server within QUIZ_SUBMIT_GRACE_MS of the deadline.
 */

import { refusalEnglish, type Refusal } from '../../../contract/refusals';

/** How long after a quiz's deadline an attempt submitted in time (offline) may still arrive: 48 h. */
export const QUIZ_SUBMIT_GRACE_MS = 48 * 60 * 60 * 1000;
/** How far a device clock may run ahead of the server's: 5 minutes. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Extra time on a time limit for the moment between the last answer and the submit: 2 minutes. */
export const TIME_LIMIT_SLACK_MS = 2 * 60 * 1000;

/** The timing rules of one quiz. */
export interface QuizTiming {
  name: string;
  dueAt: Date | null;
  timeLimitMinutes: number | null;
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** Why this attempt is too late (or its times impossible) to grade, as a refusal code, or null when it may be graded. */
export function lateAttemptRefusal(quiz: QuizTiming, startedAt: Date, submittedAt: Date, now: Date): Refusal | null {
  if (submittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return { code: 'quiz-submitted-in-future', params: { submittedAt: when(submittedAt) } };
  if (startedAt.getTime() > submittedAt.getTime()) return { code: 'quiz-submitted-before-start' };
  if (quiz.dueAt && submittedAt.getTime() > quiz.dueAt.getTime()) {
    return { code: 'quiz-submitted-late', params: { quiz: quiz.name, dueAt: when(quiz.dueAt), submittedAt: when(submittedAt) } };
  }
  if (quiz.dueAt && now.getTime() > quiz.dueAt.getTime() + QUIZ_SUBMIT_GRACE_MS) {
    return { code: 'quiz-arrived-late', params: { quiz: quiz.name, dueAt: when(quiz.dueAt) } };
  }
  if (quiz.timeLimitMinutes !== null) {
    const took = submittedAt.getTime() - startedAt.getTime();
    if (took > quiz.timeLimitMinutes * 60_000 + TIME_LIMIT_SLACK_MS) {
      return { code: 'quiz-over-time', params: { quiz: quiz.name, limit: quiz.timeLimitMinutes, took: Math.ceil(took / 60_000) } };
    }
  }
  return null;
}

/** {@link lateAttemptRefusal} in English. */
export function lateAttemptReason(quiz: QuizTiming, startedAt: Date, submittedAt: Date, now: Date): string | null {
  const refusal = lateAttemptRefusal(quiz, startedAt, submittedAt, now);
  return refusal && refusalEnglish(refusal.code, refusal.params);
}
