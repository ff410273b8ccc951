/**
 * A QTI mapping as our weights (issue 50). QTI's `mapResponse` adds the mapped value of each distinct
 * value given (an unmapped one adds `defaultValue`) and keeps the sum within `lowerBound` and
 * `upperBound`; our weighted questions add the chosen weights and keep the fraction within 0 and 100%.
 * With the question's points set to QTI's highest score and each weight to its value's share of it,
 * the two agree on every answer, except where QTI can score below 0 (here 0), gives a floor above 0,
 * or a value takes away more than the whole question: those are said in `change`.
 */
import type { Mapping } from './qti-response';
import { say } from '../../shared/import-words';

/** Weights (percent) and points read from a mapping, with what would grade differently. */
export interface MappedScore {
  weights: number[];
  points: number;
  changes: string[];
}

const round = (n: number) => Math.round(n * 100000) / 100000;

/** The score of the QTI mapping, read for `values` (one per option or accepted answer); `single`: one value is given at most. */
export function mappedScore(values: number[], mapping: Mapping, single: boolean): MappedScore | string {
  const positive = values.filter((v) => v > 0);
  const best = single ? Math.max(0, ...values) : positive.reduce((s, v) => s + v, 0);
  const max = mapping.upper === undefined ? best : Math.min(best, mapping.upper);
  if (!(max > 0)) return say('qtiNoPoints');
  const changes: string[] = [];
  const lowest = single ? Math.min(0, ...values) : values.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  const floor = mapping.lower ?? -Infinity;
  if (lowest < 0 && floor < 0) changes.push(say('qtiBelowZero', { lowest: round(Math.max(floor, lowest)) }));
  if (floor > 0) changes.push(say('qtiFloor', { floor }));
  const weights = values.map((v) => round(Math.min(100, Math.max(-100, (v / max) * 100))));
  // One value past the whole question is cut to it here; in a sum with values of the other sign that changes the score.
  if (!single && values.some((v) => Math.abs(v) > max) && values.some((v) => v < 0)) changes.push(say('qtiOverWhole'));
  const points = Math.max(1, Math.round(max));
  if (points !== max) changes.push(say('worthPoints', { count: points, given: max }));
  return { weights, points, changes };
}
