/**
 * QTI's choice and order interactions as our single, multiple and ordering questions (issue 50).
 * `match_correct` is all or nothing, as our unweighted kinds are; `map_response` becomes weights
 * (qti-weights.ts). A choice's `feedbackInline` is that option's feedback.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { allOrNothing } from './moodle-question';
import type { Declaration } from './qti-response';
import { plainText, type TextNotes } from './qti-text';
import { mappedScore } from './qti-weights';
import { childrenNamed, descendants, type XmlElement } from './qti-xml';
import { say } from '../../shared/import-words';

/** What an interaction reader is given: the interaction, its declaration, the rule it is scored by, the question so far, and where to note images. */
export interface InteractionInput {
  interaction: XmlElement;
  declaration: Declaration;
  rule: 'match' | 'map';
  base: Omit<AuthoredQuestion, 'kind'>;
  notes: TextNotes;
}

/** A question read from an interaction, and what would grade differently here. */
export interface ReadInteraction {
  question: AuthoredQuestion;
  changes: string[];
}

/** The choices of `interaction` (`simpleChoice`): identifiers, texts and inline feedback; or why they cannot be options. */
function choicesOf(interaction: XmlElement, notes: TextNotes): { ids: string[]; options: string[]; feedback: string[] } | string {
  const choices = childrenNamed(interaction, 'simpleChoice');
  if (choices.length < 2) return say('qtiFewChoices');
  const options = choices.map((c) => plainText(c.children, notes));
  if (options.some((o) => !o)) return say('qtiChoiceNoText');
  if (new Set(options).size !== options.length) return say('qtiSameChoices');
  const feedback = choices.map((c) => plainText(descendants(c, (e) => e.name === 'feedbackInline').flatMap((f) => f.children)));
  return { ids: choices.map((c) => c.attrs.identifier ?? ''), options, feedback };
}

/** A `choiceInteraction`: single choice for single cardinality, multiple response for multiple. */
export function readChoice({ interaction, declaration, rule, base, notes }: InteractionInput): ReadInteraction | string {
  const read = choicesOf(interaction, notes);
  if (typeof read === 'string') return read;
  const { ids, options, feedback } = read;
  const single = declaration.cardinality === 'single';
  const optionFeedback = feedback.some(Boolean) ? { optionFeedback: feedback } : {};
  if (rule === 'match') {
    const answer = declaration.correct.map((id) => options[ids.indexOf(id)]);
    if (!answer.length || answer.some((a) => a === undefined)) return say('qtiNoCorrectChoice');
    if (single && answer.length !== 1) return say('qtiSeveralCorrect');
    return { question: { ...base, kind: single ? 'single' : 'multiple', options, answer: answer as string[], ...optionFeedback }, changes: [] };
  }
  const mapping = declaration.mapping!;
  const values = ids.map((id) => mapping.entries.find((e) => e.key === id)?.value ?? mapping.defaultValue);
  const score = mappedScore(values, mapping, single);
  if (typeof score === 'string') return score;
  const { weights, points, changes } = score;
  const maxChoices = Number(interaction.attrs.maxChoices ?? (single ? 1 : 0));
  if (!single && maxChoices > 0 && maxChoices < options.length) changes.push(say('qtiMaxChoices', { max: maxChoices }));
  const best = Math.max(...weights);
  const answer = options.filter((_, i) => (single ? weights[i] === best : weights[i]! > 0));
  const weighted = single && allOrNothing(weights) ? {} : { weights };
  return { question: { ...base, kind: single ? 'single' : 'multiple', options, answer, points, ...weighted, ...optionFeedback }, changes };
}

/** An `orderInteraction`: the correct order, all or nothing. */
export function readOrder({ interaction, declaration, rule, base, notes }: InteractionInput): ReadInteraction | string {
  const read = choicesOf(interaction, notes);
  if (typeof read === 'string') return read;
  const answer = declaration.correct.map((id) => read.options[read.ids.indexOf(id)]);
  if (answer.some((a) => a === undefined)) return say('qtiOrderUnknown');
  if (answer.length !== read.options.length) return say('qtiOrderPartial');
  const changes = rule === 'map' ? [say('qtiOrderMapped')] : [];
  return { question: { ...base, kind: 'ordering', options: read.options, answer: answer as string[] }, changes };
}
