/**
 * QTI XML as a small tree (issue 50): fast-xml-parser in document order (QTI's item bodies mix text
 * and elements), entity processing off as for Moodle XML (a declared entity is never expanded, an
 * external one refuses the file), namespace prefixes dropped, and QTI 3's kebab-case names
 * (`qti-choice-interaction`, `response-identifier`) read as QTI 2's (`choiceInteraction`,
 * `responseIdentifier`), so one reader serves both versions.
 */
import { XMLParser } from 'fast-xml-parser';
import { decodeXml, MOODLE_XML_LIMIT } from './moodle-xml-read';
import { say } from '../../shared/import-words';

/** An element: its (QTI 2) name, attributes and children in document order (text as strings). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '__cdata',
  // Spaces between inline elements are words' spaces: they are collapsed later, not trimmed here.
  trimValues: false,
  removeNSPrefix: true,
});

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_all, c: string) => c.toUpperCase());
/** QTI 3's `qti-simple-choice` is QTI 2's `simpleChoice`; other names (XHTML's) stay. */
const qtiName = (name: string) => (name.startsWith('qti-') ? camel(name.slice(4)) : name);

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toElement(entry: Ordered): XmlElement | string | null {
  const name = Object.keys(entry).find((k) => k !== ':@')!;
  const value = entry[name];
  if (name === '#text') return decodeXml(String(value));
  if (name === '__cdata') return (value as Ordered[]).map((v) => String(v['#text'] ?? '')).join('');
  if (name.startsWith('?') || name.startsWith('!')) return null;
  const attrs = Object.fromEntries(Object.entries(entry[':@'] ?? {}).map(([k, v]) => [camel(k), decodeXml(String(v))]));
  const children = (value as Ordered[]).map(toElement).filter((c) => c !== null);
  return { name: qtiName(name), attrs, children };
}

/** The root element of XML `text`; throws an Error saying, in words, why it cannot be read. */
export function parseQtiXml(text: string, where: string): XmlElement {
  if (text.length > MOODLE_XML_LIMIT) throw new Error(say('qtiXmlLarge', { where, size: MOODLE_XML_LIMIT / 1024 / 1024 }));
  let parsed: Ordered[];
  try {
    parsed = parser.parse(text, true) as Ordered[];
  } catch (error) {
    const detail = error instanceof Error ? error.message : say('unreadableDetail');
    if (/external entit/i.test(detail)) throw new Error(say('qtiEntities', { where }));
    throw new Error(say('qtiNotXml', { where, detail }));
  }
  const root = parsed.map(toElement).find((node): node is XmlElement => typeof node === 'object' && node !== null);
  if (!root) throw new Error(say('qtiNoElement', { where }));
  return root;
}

/** The element children of `el` named `name`. */
export const childrenNamed = (el: XmlElement | undefined, name: string) => (el?.children ?? []).filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The first child of `el` named `name`. */
export const child = (el: XmlElement | undefined, name: string) => childrenNamed(el, name)[0];

/** Every descendant of `el` (not `el`) that `test` accepts, in document order, not looking inside those found. */
export function descendants(el: XmlElement, test: (e: XmlElement) => boolean): XmlElement[] {
  return el.children.flatMap((c) => (typeof c === 'string' ? [] : test(c) ? [c] : descendants(c, test)));
}

/** All the text inside `el`, as written (for values such as `<value>A</value>`). */
export const innerText = (el: XmlElement | undefined): string => (el?.children ?? []).map((c) => (typeof c === 'string' ? c : innerText(c))).join('');
