/**
 * Imported notes into a deck: a note whose guid matches a note of the deck (its guid, or its id for a
 * deck exported from here) updates that note; another with a guid gets an id derived from the deck
 * and the guid (so a second import of the file updates instead of duplicating); one without, a new id.
 */
import type { DeckNote } from '@contract/deck-authoring';
import { noteIdOfGuid } from '@/data/anki/note-id';
import type { ImportedNote } from './import-result';


/** The deck's notes after importing `imported`, and how many were added and updated. */
export async function mergeImported(deckId: string, notes: DeckNote[], imported: ImportedNote[]): Promise<{ notes: DeckNote[]; added: number; updated: number }> {
  const out = [...notes];
  let added = 0;
  let updated = 0;
  for (const note of imported) {
    const id = note.guid ? await noteIdOfGuid(deckId, note.guid) : crypto.randomUUID();
    const at = note.guid ? out.findIndex((n) => n.guid === note.guid || n.id === note.guid || n.id === id) : -1;
    if (at >= 0) {
      const held = out[at]!;
      // A file exported from here names a note without a guid by its id: it stays without one.
      out[at] = { ...note, id: held.id, guid: held.guid ?? (note.guid === held.id ? null : note.guid) };
      updated += 1;
    } else {
      out.push({ ...note, id });
      added += 1;
    }
  }
  return { notes: out, added, updated };
}
