/** Small rules about answers the quiz screens share. */
import type { UserAnswer } from './machines/quiz-submission.machine';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from './messages/en';

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

/** An answer as text in the language shown: True/False named in it (the values stay 'True' and 'False'), any other answer as written. */
export function shownAnswer(kind: string | undefined, answer: string | string[] | null | undefined): string {
  const text = answerText(answer);
  return kind === 'truefalse' && (text === 'True' || text === 'False') ? i18n.getFixedT(null, quizzesNs)(`trueFalse.${text}`) : text;
}
