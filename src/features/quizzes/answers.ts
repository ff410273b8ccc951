/** Small rules about answers the quiz screens share. */
import type { UserAnswer } from './machines/quiz-submission.machine';

/** Whether an answer counts as given (an empty text or no option ticked does not). */
export function isAnswered(answer: string | string[] | undefined): boolean {
  if (answer === undefined) return false;
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '';
}

/** The answer to question `qstnId`, if any. */
export function answerOf(answers: UserAnswer[], qstnId: string): string | string[] | undefined {
  return answers.find((a) => a.qstnId === qstnId)?.answer;
}

/** An answer as text for lists and the result. */
export function answerText(answer: string | string[] | null | undefined): string {
  if (answer === null || answer === undefined) return '';
  return Array.isArray(answer) ? answer.join(', ') : answer;
}
