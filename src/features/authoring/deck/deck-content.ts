/**
 * A deck being edited: its draft fields (title, description, course, and the notes as one field)
 * laid over the version it started from, and the differences shown after a stale publish. Pure, no I/O.
 */
import type { JsonValue } from '@contract/drafts';
import { storedDeckContentSchema, type DeckContent, type DeckNote, type NoteKind } from '@contract/deck-authoring';
import type { ContentDifference } from '../shared/stale-dialog';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** A new deck's content. */
export const EMPTY_DECK: DeckContent = { title: '', description: '', courseId: null, notes: [] };

/** The content the editor shows: `base` with each draft field that reads as valid laid over it. */
export function deckContentOf(base: DeckContent, fields: Record<string, JsonValue>): DeckContent {
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(EMPTY_DECK)) if (key in fields) merged[key] = fields[key];
  const parsed = storedDeckContentSchema.safeParse(merged);
  return parsed.success ? parsed.data : base;
}

/** A new empty note of `kind`. */
export function newNote(kind: NoteKind): DeckNote {
  return { id: crypto.randomUUID(), kind, front: '', back: '', reversed: false, tags: [], guid: null };
}

const tr = () => i18n.getFixedT(null, authoringNs);
const shown = (value: string | null) => (value === null || value === '' ? tr()('diff.none') : value);

/** What differs between the author's deck and the server's, setting by setting and card by card. */
export function deckDifferences(mine: DeckContent, server: DeckContent): ContentDifference[] {
  const t = tr();
  const out: ContentDifference[] = [];
  if (mine.title !== server.title) out.push({ field: t('shared.title'), mine: shown(mine.title), server: shown(server.title) });
  if (mine.description !== server.description) out.push({ field: t('shared.description'), mine: shown(mine.description), server: shown(server.description) });
  if (mine.courseId !== server.courseId) out.push({ field: t('shared.course'), mine: shown(mine.courseId), server: shown(server.courseId) });
  const serverById = new Map(server.notes.map((n, i) => [n.id, { n, i }]));
  mine.notes.forEach((n, i) => {
    const other = serverById.get(n.id);
    if (!other) out.push({ field: t('deck.card', { number: i + 1 }), mine: n.front, server: t('diff.notThere') });
    else if (JSON.stringify(other.n) !== JSON.stringify(n)) out.push({ field: t('deck.card', { number: i + 1 }), mine: n.front, server: other.n.front });
  });
  const mineIds = new Set(mine.notes.map((n) => n.id));
  server.notes.forEach((n, i) => {
    if (!mineIds.has(n.id)) out.push({ field: t('diff.cardServer', { number: i + 1 }), mine: t('diff.notThere'), server: n.front });
  });
  return out;
}
