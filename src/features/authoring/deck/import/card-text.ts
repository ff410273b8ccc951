/** Text of an imported field as card HTML: HTML kept in the card tag set (sanitised), plain text escaped. */
import { sanitizeCardHtml } from '@/ui/card-html';

/** Plain text as card HTML (special characters escaped, line breaks as `<br>`). */
export const escapeCardText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

/** HTML reduced to the card tag set (images only from this server's uploads). */
export const cleanCardHtml = (html: string) => sanitizeCardHtml(html).trim();

/** A field of a file as card HTML: `html` says whether the file holds HTML (Anki's `#html:`). */
export const fieldToCardHtml = (text: string, html: boolean) => (html ? cleanCardHtml(text) : escapeCardText(text).trim());

/** Card HTML as plain text (for a file written with `#html:false`, and for short previews). */
export function cardHtmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return doc.body.textContent ?? '';
}
