/**
 * Cloze deletions in Anki's syntax (`{{c1::answer}}`, `{{c2::answer::hint}}`): which numbers a text
 * uses, and the front and back of the card of one number. The editor's preview, the importers and the
 * server's notes → cards expansion share these. Texts are card HTML (the small subset of
 * {@link CARD_HTML_TAGS}); the results are HTML too.
 */

/** Tags a card's front or back may hold; everything else is removed (server on publish, learner on render). */
export const CARD_HTML_TAGS = ['b', 'strong', 'i', 'em', 'u', 'sub', 'sup', 'br', 'code', 'span', 'div', 'p', 'img'] as const;

/** Attributes a card's tags may carry (`src` and `alt` on images only matter there). */
export const CARD_HTML_ATTRS = ['class', 'src', 'alt'] as const;

/**
 * The only `src` an image on a card may have: a file uploaded to this server's media (an image type,
 * as `server/media/upload-rules.ts` names stored uploads). An `<img>` with any other source (another
 * site, a `data:` URI) is removed by every sanitiser, so a card never loads from elsewhere.
 */
export const CARD_IMAGE_SRC = /^\/media\/uploads\/[0-9a-f-]{36}\.(?:png|jpe?g|webp|gif)$/;

/** The blank shown on a cloze card's front (with a hint: `[hint]`). */
export const CLOZE_BLANK = '[...]';

const CLOZE = /\{\{c(\d{1,3})::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The cloze numbers used in `text`, ascending, each once (c0 is not a cloze number). */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(CLOZE)) {
    const n = Number(match[1]);
    if (n >= 1) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The front of cloze card `n`: its deletions blanked (`[...]` or `[hint]`), the others shown as their answers. */
export function clozeFront(text: string, n: number): string {
  return text.replace(CLOZE, (_all, num: string, answer: string, hint: string | undefined) =>
    Number(num) === n ? `<span class="cloze">${hint?.trim() ? `[${hint.trim()}]` : CLOZE_BLANK}</span>` : answer);
}

/** The back of cloze card `n`: the whole text, its deletions' answers in bold. */
export function clozeBack(text: string, n: number): string {
  return text.replace(CLOZE, (_all, num: string, answer: string) => (Number(num) === n ? `<b class="cloze">${answer}</b>` : answer));
}
