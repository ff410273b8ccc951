/**
 * QTI's match interaction as our matching question (issue 50): the first `simpleMatchSet` holds the
 * items, the second the options, the correct response `item option` pairs. Here each right pair
 * earns its share of the points, which is QTI's `map_response` when every right pair maps to the same
 * value and nothing else scores; `match_correct` (all pairs or nothing) and other mappings are changes.
 */
import type { InteractionInput, ReadInteraction } from './qti-choice';
import { plainText } from './qti-text';
import { childrenNamed, type XmlElement } from './qti-xml';
import { say } from '../../shared/import-words';

const choices = (set: XmlElement | undefined) => childrenNamed(set, 'simpleAssociableChoice');

/** A `matchInteraction`. */
export function readMatch({ interaction, declaration, rule, base, notes }: InteractionInput): ReadInteraction | string {
  const [sources, targets] = childrenNamed(interaction, 'simpleMatchSet').map(choices);
  if (!sources?.length || !targets?.length) return say('qtiTwoSets');
  const targetText = new Map(targets.map((t) => [t.attrs.identifier ?? '', plainText(t.children, notes)]));
  const options = [...targetText.values()];
  if (options.some((o) => !o) || new Set(options).size !== options.length) return say('qtiSameOptions');
  const pairs = declaration.correct.map((v) => v.trim().split(/\s+/));
  const changes: string[] = [];
  const items: string[] = [];
  const answer: string[] = [];
  for (const source of sources) {
    const id = source.attrs.identifier ?? '';
    const mine = pairs.filter((p) => p[0] === id);
    const text = plainText(source.children, notes);
    if (mine.length > 1) return say('qtiSeveralMatches', { text });
    const option = mine[0] && targetText.get(mine[0][1] ?? '');
    if (mine.length && option === undefined) return say('qtiUnknownOption');
    if (option === undefined) changes.push(say('qtiNoMatch', { text }));
    else {
      items.push(text);
      answer.push(option);
    }
  }
  if (rule === 'match' && items.length > 1) changes.push(say('qtiAllPairs'));
  let points = 1;
  if (rule === 'map') {
    const mapping = declaration.mapping!;
    const right = new Set(pairs.map((p) => p.join(' ')));
    const values = mapping.entries.filter((e) => right.has(e.key.trim().split(/\s+/).join(' '))).map((e) => e.value);
    const others = mapping.entries.filter((e) => !right.has(e.key.trim().split(/\s+/).join(' ')) && e.value !== 0);
    const sum = values.reduce((s, v) => s + v, 0);
    const even = values.length === right.size && values.every((v) => v === values[0] && v > 0) && !others.length && mapping.defaultValue === 0 && (mapping.upper === undefined || mapping.upper >= sum);
    if (!even) changes.push(say('qtiPairValues'));
    points = Math.max(1, Math.round(Math.min(sum, mapping.upper ?? sum)));
    if (even && points !== sum) changes.push(say('wholePoints', { points, given: sum }));
  }
  return { question: { ...base, kind: 'matching', items, options, answer, points }, changes };
}
