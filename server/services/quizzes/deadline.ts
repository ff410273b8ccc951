/**
 * When a quiz attempt may still be graded (DESIGN §2.8: the server is the authority on deadlines).
 * Offline learners submit on their device and the push may arrive much later, so the rule reads the
 * device's `submittedAt`, trusted only within bounds: it may not lie in the future beyond clock skew,
 * and it must reach the server within QUIZ_SUBMIT_GRACE_MS of the deadline.
 */

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

/** Why this attempt is too late (or its times impossible) to grade, or null when it may be graded. */
export function lateAttemptReason(quiz: QuizTiming, startedAt: Date, submittedAt: Date, now: Date): string | null {
  if (submittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    return `This attempt says it was submitted at ${when(submittedAt)}, which is still in the future: check the date and time of your device.`;
  }
  if (startedAt.getTime() > submittedAt.getTime()) return 'This attempt says it was submitted before it was started: check the date and time of your device.';
  if (quiz.dueAt && submittedAt.getTime() > quiz.dueAt.getTime()) {
    return `The deadline for "${quiz.name}" was ${when(quiz.dueAt)}; this attempt was submitted at ${when(submittedAt)}, too late to be graded.`;
  }
  if (quiz.dueAt && now.getTime() > quiz.dueAt.getTime() + QUIZ_SUBMIT_GRACE_MS) {
    return `The deadline for "${quiz.name}" was ${when(quiz.dueAt)}; attempts must reach the server within 48 hours of it, and this one arrived later, so it cannot be graded.`;
  }
  if (quiz.timeLimitMinutes !== null) {
    const took = submittedAt.getTime() - startedAt.getTime();
    if (took > quiz.timeLimitMinutes * 60_000 + TIME_LIMIT_SLACK_MS) {
      return `"${quiz.name}" has a time limit of ${quiz.timeLimitMinutes} minutes; this attempt took ${Math.ceil(took / 60_000)} minutes, so it cannot be graded.`;
    }
  }
  return null;
}
