/**
 * How a QTI 2.x/3.0 item scores its response (issue 50): its `responseDeclaration` (cardinality, base
 * type, correct response, mapping with `lowerBound`/`upperBound`/`defaultValue`) and which rule its
 * `responseProcessing` applies: the standard templates `match_correct` (1 when the response is the
 * correct response, else 0) and `map_response` (the mapping's sum, within its bounds), written as a
 * template URL or spelled out inline; any other processing is `custom`.
 */
import { child, childrenNamed, innerText, type XmlElement } from './qti-xml';

/** One `mapEntry`: a response value and what it adds to the score. */
export interface MapEntry {
  key: string;
  value: number;
  /** QTI 2.2 and 3.0 compare strings case-sensitively unless told otherwise. */
  caseSensitive: boolean;
}

/** A `mapping`. */
export interface Mapping {
  lower?: number;
  upper?: number;
  defaultValue: number;
  entries: MapEntry[];
}

/** A `responseDeclaration`. */
export interface Declaration {
  identifier: string;
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping?: Mapping;
}

const num = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text));

/** The declarations of `item`, by identifier. */
export function readDeclarations(item: XmlElement): Map<string, Declaration> {
  return new Map(childrenNamed(item, 'responseDeclaration').map((d) => {
    const map = child(d, 'mapping');
    const mapping: Mapping | undefined = map && {
      lower: num(map.attrs.lowerBound),
      upper: num(map.attrs.upperBound),
      defaultValue: num(map.attrs.defaultValue) ?? 0,
      entries: childrenNamed(map, 'mapEntry').map((e) => ({ key: e.attrs.mapKey ?? '', value: num(e.attrs.mappedValue) ?? 0, caseSensitive: e.attrs.caseSensitive !== 'false' })),
    };
    const declaration: Declaration = {
      identifier: d.attrs.identifier ?? '',
      cardinality: d.attrs.cardinality ?? 'single',
      baseType: d.attrs.baseType ?? 'identifier',
      correct: childrenNamed(child(d, 'correctResponse'), 'value').map((v) => innerText(v).trim()),
      ...(mapping ? { mapping } : {}),
    };
    return [declaration.identifier, declaration];
  }));
}

/** The rule an item's response processing applies. */
export type Processing = 'match' | 'map' | 'none' | 'custom';

const elements = (el: XmlElement): XmlElement[] => [el, ...el.children.flatMap((c) => (typeof c === 'string' ? [] : elements(c)))];
const childNames = (el: XmlElement) => el.children.flatMap((c) => (typeof c === 'string' ? [] : [c.name])).sort().join();
const CONDITION = ['responseProcessing', 'responseCondition', 'responseIf', 'responseElseIf', 'responseElse', 'setOutcomeValue', 'variable', 'baseValue', 'isNull', 'not'];
const MATCH = new Set([...CONDITION, 'match', 'correct']);
const MAP = new Set([...CONDITION, 'mapResponse']);

/** The rule of `item`'s `responseProcessing`. */
export function processingOf(item: XmlElement): Processing {
  const processing = child(item, 'responseProcessing');
  if (!processing) return 'none';
  const template = processing.attrs.template ?? '';
  if (template) {
    if (/\/match_correct(\.xml)?$/.test(template)) return 'match';
    if (/\/map_response(\.xml)?$/.test(template)) return 'map';
    return 'custom';
  }
  // The templates are often written out in the item; only those exact shapes are read as them.
  const all = elements(processing);
  const used = all.map((e) => e.name);
  if (used.includes('mapResponse') && used.every((n) => MAP.has(n))) return 'map';
  // Each comparison must be the response against its correct response: a match with a value of its own is a rule of its own.
  const matches = all.filter((e) => e.name === 'match');
  if (matches.length && matches.every((m) => childNames(m) === 'correct,variable') && used.every((n) => MATCH.has(n))) return 'match';
  return 'custom';
}
