/**
 * The contract's rules and problems in the language shown (issue 52): contract/ gives a mastery rule
 * a question's key problem and a deck note's problem as data and codes (its English words stay for the server), the
 * authoring screens word them from their namespace.
 */
import { noteProblemCode } from '@contract/deck-authoring';
import type { MasteryRule } from '@contract/exercise-mastery';
import { QUESTION_PROBLEMS, questionProblemCode, type QuestionProblemCode } from '@contract/quiz-authoring';
import type { core } from 'zod';
import { fieldProblem } from '@contract/field-problem';
import { i18n } from '@/i18n/i18n';
import { refusalText } from '@/i18n/refusals/refusal-text';
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

/** The contract's own messages for the rules an editor can break, by their key in `contentRule`. */
const CONTENT_RULES: Readonly<Record<string, 'deckNeedsTitle' | 'duplicateNoteIds' | 'tagWithSpaces'>> = {
  'The deck needs a title.': 'deckNeedsTitle',
  'Two notes have the same id.': 'duplicateNoteIds',
  'a tag has no spaces': 'tagWithSpaces',
};

/**
 * A zod issue of a content schema in the language shown: a key problem or a content rule by its key,
 * any other by its field and problem ("title is too long"), as the server's `invalid-field` refusal
 * is worded (English: zod's own message, as before).
 */
export function contractIssueWords(issue: core.$ZodIssue): string {
  const code = codeOf.get(issue.message);
  if (code) return tr()(`keyProblem.${code}`);
  const rule = CONTENT_RULES[issue.message];
  if (rule) return tr()(`contentRule.${rule}`);
  const field = [...issue.path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  return refusalText({ reason: issue.message, code: 'invalid-field', params: { field, problem: fieldProblem(issue) } }, issue.message);
}
