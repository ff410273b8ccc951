/**
 * The images of a Moodle XML question (issue 50): Moodle embeds each file of a text as a base64
 * `<file name="…" encoding="base64">` beside it and points at it as `@@PLUGINFILE@@/<name>` (URL-encoded).
 * The images the question's text shows are decoded here, to become course media on import
 * (shared/upload-images.ts); every other file is named with why it is left out.
 */
import { QUESTION_IMAGE_LIMIT } from '@contract/quizzes';
import { PACKAGE_LIMITS, sizeText } from '@/data/anki/package-limits';
import { imageTypeOf, type ImportedImage } from '../../shared/upload-images';
import { htmlToText } from './html-text';
import { rawText, type XmlNode } from './moodle-xml-read';
import { say } from '../../shared/import-words';

/** An image to bring along with a question: the file, and the text a screen reader says for it. */
export interface PendingImage extends ImportedImage {
  alt: string;
}

const IMG = /<img\b[^>]*>/gi;
const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
const PLUGINFILE = '@@PLUGINFILE@@/';

/** The alternative text of each file the HTML's `<img>`s show, by file name (empty: none written). */
function shownFiles(html: string): Map<string, string> {
  const shown = new Map<string, string>();
  for (const [tag] of html.matchAll(IMG)) {
    const src = attr(tag, 'src');
    if (!src?.startsWith(PLUGINFILE)) continue;
    let name = src.slice(PLUGINFILE.length).split(/[?#]/)[0]!;
    try {
      name = decodeURIComponent(name);
    } catch {
      // A name that is not valid URL encoding is matched as written.
    }
    if (!shown.has(name)) shown.set(name, htmlToText(attr(tag, 'alt') ?? ''));
  }
  return shown;
}

/** Base64 as bytes (null: not base64). */
function decodeBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Why `file` (named `name`, shown or not) cannot come along, or its image. */
function readFile(file: XmlNode, name: string, alt: string | undefined): PendingImage | string {
  const type = imageTypeOf(name);
  if (!type) return say('imageTypes');
  if (alt === undefined) return say('imageNotShown');
  if (String(file['@_encoding'] ?? '') !== 'base64') return say('imageNotBase64');
  const text = rawText(file);
  // Checked before decoding: base64 holds 3 bytes in 4 characters.
  if ((text.length * 3) / 4 > PACKAGE_LIMITS.image) return say('imageTooLarge', { size: sizeText(PACKAGE_LIMITS.image) });
  const bytes = decodeBase64(text);
  if (!bytes?.length) return say('imageUnreadable');
  return { name, type, bytes, alt: alt || name };
}

/** The images the question text `questiontext` shows, and each other file of it as "name (why it is left out)". */
export function questionImages(questiontext: unknown): { images: PendingImage[]; left: string[] } {
  const element = questiontext && typeof questiontext === 'object' ? (questiontext as XmlNode) : {};
  const shown = shownFiles(rawText(element.text));
  const images: PendingImage[] = [];
  const left: string[] = [];
  for (const file of (element.file as XmlNode[] | undefined) ?? []) {
    const name = String(file['@_name'] ?? say('imageUnnamed'));
    const read = images.length < QUESTION_IMAGE_LIMIT ? readFile(file, name, shown.get(name)) : say('imagesPerQuestion', { max: QUESTION_IMAGE_LIMIT });
    if (typeof read === 'string') left.push(`${name} (${read})`);
    else images.push(read);
  }
  return { images, left };
}
