/**
 * Anki's card templates rendered to one card's front or back: `{{Field}}`, filters
 * (`{{text:Field}}`, `{{hint:Field}}`, `{{cloze:Field}}`; `type:` and `tts` give nothing here),
 * sections `{{#Field}}…{{/Field}}` and `{{^Field}}…{{/Field}}`, and the special fields `Tags`, `Type`,
 * `Card`, `Deck`. `{{FrontSide}}` and `<hr id=answer>` are dropped: a card's back is shown under its
 * front already.
 */

/** What a template is rendered with. */
export interface TemplateContext {
  fields: Map<string, string>;
  tags: string;
  notetype: string;
  card: string;
}

/** A rendering, and whether any field it shows is non-empty (Anki makes a card only then). */
export interface Rendered {
  html: string;
  filled: boolean;
}

const SECTION = /\{\{([#^])\s*([^}]+?)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g;
const TAG = /\{\{([^}]+?)\}\}/g;
const isBlank = (html: string) => !html.replace(/<[^>]*>|&nbsp;/g, '').trim();

function special(name: string, ctx: TemplateContext): string | undefined {
  return ({ Tags: ctx.tags, Type: ctx.notetype, Card: ctx.card, Deck: '', Subdeck: '', CardFlag: '', FrontSide: '' } as Record<string, string>)[name];
}

function fieldValue(tag: string, ctx: TemplateContext): { text: string; field: boolean } {
  const parts = tag.split(':').map((p) => p.trim());
  const name = parts.pop() ?? '';
  const filters = parts.map((f) => f.split(/\s/)[0]!.toLowerCase());
  if (filters.some((f) => f === 'type' || f === 'tts')) return { text: '', field: false };
  const value = ctx.fields.get(name) ?? special(name, ctx);
  if (value === undefined) return { text: '', field: false };
  const text = filters.includes('text') ? value.replace(/<[^>]*>/g, '') : value;
  return { text, field: ctx.fields.has(name) };
}

/** Template `format` rendered with `ctx`. */
export function renderTemplate(format: string, ctx: TemplateContext): Rendered {
  let html = format.replace(/<hr\s+id\s*=\s*["']?answer["']?\s*\/?>/gi, '');
  // Sections nest: each pass resolves the outermost ones, the next pass what they held.
  for (let pass = 0; pass < 10; pass += 1) {
    const next = html.replace(SECTION, (_all, kind: string, name: string, inner: string) => {
      const empty = isBlank(ctx.fields.get(name) ?? special(name, ctx) ?? '');
      return (kind === '#') !== empty ? inner : '';
    });
    if (next === html) break;
    html = next;
  }
  let filled = false;
  html = html.replace(TAG, (_all, tag: string) => {
    const { text, field } = fieldValue(tag, ctx);
    if (field && !isBlank(text)) filled = true;
    return text;
  });
  return { html: html.trim(), filled };
}

/** The field a cloze template's `{{cloze:Field}}` deletes from (null: none). */
export function clozeFieldOf(qfmt: string): string | null {
  return /\{\{(?:[^}:]+:)*cloze:([^}]+?)\}\}/i.exec(qfmt)?.[1]?.trim() ?? null;
}
