/**
 * Reading Moodle XML safely (issue 50): fast-xml-parser with entity processing off, so no entity a
 * file declares is ever expanded (and external ones are refused by the parser); the five XML entities
 * and character references are read here. Text keeps CDATA apart from escaped text, so `&lt;b&gt;`
 * and `<![CDATA[<b>]]>` both reach HTML as `<b>`.
 */
import { XMLParser } from 'fast-xml-parser';
import { htmlToText } from './html-text';
import { say } from '../../shared/import-words';

/** A Moodle XML element as the parser gives it. */
export type XmlNode = { [key: string]: unknown };

/** Files larger than this are refused before parsing (a question bank of text is far smaller). */
export const MOODLE_XML_LIMIT = 20 * 1024 * 1024;

const LISTS = new Set(['question', 'answer', 'subquestion', 'file']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '__cdata',
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

/** The `<question>` elements of a Moodle XML text; throws an Error whose message says what is wrong, in words. */
export function readQuizXml(text: string): XmlNode[] {
  if (text.length > MOODLE_XML_LIMIT) throw new Error(say('xmlTooLarge', { size: String(MOODLE_XML_LIMIT / 1024 / 1024) }));
  let parsed: XmlNode;
  try {
    parsed = parser.parse(text, true) as XmlNode;
  } catch (error) {
    const detail = error instanceof Error ? error.message : say('unreadableDetail');
    if (/external entit/i.test(detail)) throw new Error(say('externalEntities'));
    throw new Error(say('notXml', { detail }));
  }
  const quiz = parsed.quiz as XmlNode | undefined;
  if (!quiz || typeof quiz !== 'object') throw new Error(say('notMoodle'));
  return (quiz.question as XmlNode[] | undefined) ?? [];
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** `text` with the five XML entities and character references read (no other entity is ever expanded). */
export const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** The raw text of an element: escaped text read, CDATA as it is. */
export function rawText(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return decodeXml(node);
  const element = node as XmlNode;
  return `${typeof element['#text'] === 'string' ? decodeXml(element['#text']) : ''}${typeof element.__cdata === 'string' ? element.__cdata : ''}`;
}

/** The text of a `<questiontext format="…"><text>…</text></questiontext>`-like element as plain text. */
export function formattedText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const element = node as XmlNode;
  const raw = rawText(element.text);
  return element['@_format'] === 'html' || element['@_format'] === undefined ? htmlToText(raw) : raw.trim();
}

/** A child element's plain text (`<single>true</single>`). */
export const childText = (node: XmlNode, name: string) => rawText(node[name]).trim();

/** The names of the files embedded in an element (`<file name="…" encoding="base64">`). */
export const embeddedFiles = (node: unknown): string[] =>
  node && typeof node === 'object' ? ((node as XmlNode).file as XmlNode[] | undefined ?? []).map((f) => String(f['@_name'] ?? 'a file')) : [];
