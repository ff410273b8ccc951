/** Text of an imported field as card HTML: HTML kept in the card tag set (sanitised), plain text escaped. */
import { sanitizeCardHtml } from '@/ui/card-html';

/** Plain text as card HTML (special characters escaped, line breaks as `<br>`). */
export const escapeCardText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

/** Tags kept as they are when they carry no attribute and nest properly (`br` alone, never closed). */
const PLAIN_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'sub', 'sup', 'code', 'span', 'div']);
/** A tag without attributes, an entity the serialiser writes back as it is, or a character it would rewrite. */
const TOKEN = /<(\/?)([a-z]+)>|&(?:amp|lt|gt|nbsp);|[<>&\r\0\u00a0]/g;

/**
 * Whether sanitising `html` would give it back unchanged: only attribute-free tags of the card set,
 * properly nested, and text without a character the parser or serialiser rewrites. Most imported
 * fields are such, and DOMPurify, which builds a document per call, was the costliest step of a
 * 20,000-note import; tests check this agrees with DOMPurify.
 */
export function isCleanCardHtml(html: string): boolean {
  const open: string[] = [];
  for (const [token, closing, name] of html.matchAll(TOKEN)) {
    if (name === undefined) {
      if (token.length === 1) return false;
    } else if (name === 'br' && !closing) continue;
    else if (!PLAIN_TAGS.has(name)) return false;
    else if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/** HTML reduced to the card tag set (images only from this server's uploads). */
export const cleanCardHtml = (html: string) => (isCleanCardHtml(html) ? html : sanitizeCardHtml(html)).trim();

/** A field of a file as card HTML: `html` says whether the file holds HTML (Anki's `#html:`). */
export const fieldToCardHtml = (text: string, html: boolean) => (html ? cleanCardHtml(text) : escapeCardText(text).trim());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#39': "'" };

/**
 * Cleaned card HTML as a short plain-text preview, without a DOM parse per note (20,000 of them held
 * the page for most of a second): tags dropped, line breaks as spaces, the serialiser's entities decoded.
 */
export const cardHtmlPreview = (html: string, length = 120) =>
  html.slice(0, length * 4).replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>?/g, '').replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_all, name: string) => ENTITIES[name]!).slice(0, length);

/** Card HTML as plain text (for a file written with `#html:false`). */
export function cardHtmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return doc.body.textContent ?? '';
}
