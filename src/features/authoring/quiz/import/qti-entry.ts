/**
 * QTI's text entry as our text or numeric question (issue 50): a string response is a short answer,
 * a float or integer one a number. `match_correct` accepts the correct value; `map_response` each
 * mapped value with its weight, and a `defaultValue` other than 0 becomes a last accepted answer `*`
 * (any other text or number) with that weight. QTI compares strings case-sensitively unless a map
 * entry says otherwise; here case never counts, so a key with letters of either case is a change.
 */
import { readNumber } from '@contract/question-score';
import type { InteractionInput, ReadInteraction } from './qti-choice';
import { mappedScore } from './qti-weights';
import { say } from '../../shared/import-words';

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();
const caseChange = (keys: string[]) => say('qtiCase', { keys: keys.map((k) => `“${k}”`).join(', ') });

/** A `textEntryInteraction`. */
export function readTextEntry({ declaration, rule, base }: InteractionInput): ReadInteraction | string {
  const numeric = declaration.baseType === 'float' || declaration.baseType === 'integer';
  if (!numeric && declaration.baseType !== 'string') return say('qtiEntryType', { type: declaration.baseType });
  if (declaration.cardinality !== 'single') return say('qtiEntrySeveral');
  if (rule === 'match') {
    const key = declaration.correct[0];
    if (key === undefined || key === '') return say('qtiNoCorrect');
    if (numeric) return readNumber(key) === null ? say('qtiCorrectNotNumber', { key }) : { question: { ...base, kind: 'numeric', answer: [key] }, changes: [] };
    return { question: { ...base, kind: 'text', answer: [key] }, changes: hasCase(key) ? [caseChange([key])] : [] };
  }
  const mapping = declaration.mapping!;
  const entries = mapping.entries.filter((e) => e.key.trim() !== '');
  if (!entries.length) return say('qtiMappingEmpty');
  if (numeric && entries.some((e) => readNumber(e.key) === null)) return say('qtiMappingNotNumber');
  const any = mapping.defaultValue !== 0;
  const score = mappedScore([...entries.map((e) => e.value), ...(any ? [mapping.defaultValue] : [])], mapping, true);
  if (typeof score === 'string') return score;
  const { weights, points, changes } = score;
  if (numeric) {
    const answer = [...entries.map((e) => e.key.trim()), ...(any ? ['*'] : [])];
    return { question: { ...base, kind: 'numeric', answer, tolerances: answer.map(() => 0), weights, points }, changes };
  }
  const cased = entries.filter((e) => e.caseSensitive && hasCase(e.key)).map((e) => e.key);
  if (cased.length) changes.push(caseChange(cased));
  // With "any other text" as `*`, a star written in a key must read as a star: `\*`.
  const answer = any ? [...entries.map((e) => e.key.replace(/\*/g, '\\*')), '*'] : entries.map((e) => e.key);
  return { question: { ...base, kind: 'text', answer, weights, points, ...(any ? { wildcard: true } : {}) }, changes };
}
