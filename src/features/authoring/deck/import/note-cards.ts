/**
 * An Anki note as notes of this deck, one card per Anki card: a cloze note type gives a cloze note
 * (one card per cloze number, the deleted field as its text, the rest of the answer as its extra);
 * another gives one card per template whose front shows a non-empty field (as Anki generates
 * cards). Two cards that are each other's reverse (Basic (and reversed card)) become one reversed
 * note (only when the type has just those two templates, so a re-import after a field is filled keeps
 * the same notes); any other template beyond the first becomes a note of its own, guid `<guid>/<ord>`, so a
 * re-import still finds it. Fields are HTML as Anki holds them; cleaning happens on the page.
 */
import type { NoteKind } from '@contract/deck-authoring';
import { clozeFieldOf, renderTemplate, type TemplateContext } from './anki-template';
import type { Notetype } from '@/data/anki/notetypes';

/** A note read from a package, its HTML not yet cleaned to the card tag set. */
export interface RawNote {
  kind: NoteKind;
  front: string;
  back: string;
  reversed: boolean;
  tags: string[];
  guid: string | null;
}

/**
 * A note type's templates. Without formats (a collection written by a tool, not by Anki) the first
 * template shows field 1 then 2 and a second one the reverse, as Anki's stock types do.
 */
function templatesOf(type: Notetype): Notetype['templates'] {
  if (type.templates.some((t) => t.qfmt.trim())) return type.templates;
  const [front = 'Front', back = 'Back'] = type.fields;
  const plain = [{ name: 'Card 1', qfmt: `{{${front}}}`, afmt: `{{${back}}}` }, { name: 'Card 2', qfmt: `{{${back}}}`, afmt: `{{${front}}}` }];
  return plain.slice(0, Math.min(2, Math.max(1, type.templates.length)));
}

function clozeNote(type: Notetype, ctx: TemplateContext, base: Omit<RawNote, 'kind' | 'front' | 'back' | 'reversed'>): RawNote {
  const template = type.templates[0] ?? { name: 'Cloze', qfmt: '', afmt: '' };
  const field = clozeFieldOf(template.qfmt) ?? type.fields[0] ?? '';
  // The extra is the answer without the cloze text itself (usually "Back Extra").
  const extra = renderTemplate(template.afmt.replace(/\{\{(?:[^}:]+:)*cloze:[^}]+\}\}/gi, ''), ctx).html.replace(/^(\s*<br\s*\/?>\s*)+/i, '');
  return { ...base, kind: 'cloze', front: ctx.fields.get(field) ?? '', back: extra, reversed: false };
}

/** The notes of one Anki note of type `type` (fields in its field order). */
export function notesOfAnkiNote(typeRead: Notetype, values: string[], tags: string[], guid: string | null): RawNote[] {
  // Without field names (not written by Anki), fields are named as in Anki's stock types.
  const type = typeRead.fields.length ? typeRead : { ...typeRead, fields: values.map((_, i) => (typeRead.cloze ? ['Text', 'Back Extra'] : ['Front', 'Back'])[i] ?? `Field ${i + 1}`) };
  const ctx: TemplateContext = { fields: new Map(type.fields.map((name, i) => [name, values[i] ?? ''])), tags: tags.join(' '), notetype: type.name, card: '' };
  const base = { tags, guid };
  if (type.cloze) return [clozeNote(type, ctx, base)];
  const templates = templatesOf(type);
  const cards = templates.flatMap((t, ord) => {
    const front = renderTemplate(t.qfmt, { ...ctx, card: t.name });
    return front.filled ? [{ ord, front: front.html, back: renderTemplate(t.afmt, { ...ctx, card: t.name }).html }] : [];
  });
  const [first, second] = cards;
  if (!first) return [];
  if (templates.length === 2 && second && first.front === second.back && first.back === second.front) {
    return [{ ...base, kind: 'basic', front: first.front, back: first.back, reversed: true }];
  }
  return cards.map((c) => ({ ...base, kind: 'basic' as const, front: c.front, back: c.back, reversed: false, guid: guid && c.ord > 0 ? `${guid}/${c.ord}` : guid }));
}
