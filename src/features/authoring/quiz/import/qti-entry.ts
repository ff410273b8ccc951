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

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();
const caseChange = (keys: string[]) => `QTI tells upper and lower case apart (${keys.map((k) => `“${k}”`).join(', ')}); here they count as the same.`;

/** A `textEntryInteraction`. */
export function readTextEntry({ declaration, rule, base }: InteractionInput): ReadInteraction | string {
  const numeric = declaration.baseType === 'float' || declaration.baseType === 'integer';
  if (!numeric && declaration.baseType !== 'string') return `Its response is a “${declaration.baseType}”; a text entry here is text or a number.`;
  if (declaration.cardinality !== 'single') return 'It takes several values in one entry; a text entry here takes one.';
  if (rule === 'match') {
    const key = declaration.correct[0];
    if (key === undefined || key === '') return 'It has no correct response.';
    if (numeric) return readNumber(key) === null ? `Its correct response “${key}” is not a number.` : { question: { ...base, kind: 'numeric', answer: [key] }, changes: [] };
    return { question: { ...base, kind: 'text', answer: [key] }, changes: hasCase(key) ? [caseChange([key])] : [] };
  }
  const mapping = declaration.mapping!;
  const entries = mapping.entries.filter((e) => e.key.trim() !== '');
  if (!entries.length) return 'Its mapping has no entries.';
  if (numeric && entries.some((e) => readNumber(e.key) === null)) return 'A key of its mapping is not a number.';
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
