/**
 * The contract's rules and problems in the language shown (issue 52): contract/ gives a mastery rule
 * a question's key problem and a deck note's problem as data and codes (its English words stay for the server), the
 * authoring screens word them from their namespace.
 */
import { noteProblemCode } from '@contract/deck-authoring';
import type { MasteryRule } from '@contract/exercise-mastery';
import { QUESTION_PROBLEMS, questionProblemCode, type QuestionProblemCode } from '@contract/quiz-authoring';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

const tr = () => i18n.getFixedT(null, authoringNs);

/** The rule in words, as the learner reads it ('Get 5 answers right in a row.' in English). */
export function masteryRuleWords(rule: MasteryRule): string {
  const t = tr();
  switch (rule.kind) {
    case 'all':
      return t('masteryRule.all');
    case 'streak':
      return rule.n === 1 ? t('masteryRule.streakOne') : t('masteryRule.streak', { n: rule.n });
    case 'window':
      return t('masteryRule.window', { m: rule.m, n: rule.n });
  }
}

/** What is wrong with `question`'s key, in words (null: nothing). */
export function questionProblemWords(question: Parameters<typeof questionProblemCode>[0]): string | null {
  const code = questionProblemCode(question);
  return code && tr()(`keyProblem.${code}`);
}


/** What is wrong with a deck's note, in words (null: nothing). */
export function noteProblemWords(note: Parameters<typeof noteProblemCode>[0]): string | null {
  const code = noteProblemCode(note);
  return code && tr()(`noteProblem.${code}`, { example: '{{c1::answer}}' });
}

const codeOf = new Map(Object.entries(QUESTION_PROBLEMS).map(([code, english]) => [english as string, code as QuestionProblemCode]));

/** A validation message of the contract in words: a key problem's English (zod's message) in the language shown, any other as it is. */
export function contractMessageWords(message: string): string {
  const code = codeOf.get(message);
  return code ? tr()(`keyProblem.${code}`) : message;
}
