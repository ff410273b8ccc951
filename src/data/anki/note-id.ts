/**
 * The note id an Anki note gets in a deck here (issue 50): derived from the deck and the note's Anki
 * guid, so a re-import finds it again and a learner's Anki review history finds its cards.
 */

/** The note id of guid `guid` in deck `deckId`: `anki-` and 32 hex digits of SHA-256 of both. */
export async function noteIdOfGuid(deckId: string, guid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${deckId}\u0000${guid}`));
  return `anki-${[...new Uint8Array(digest)].slice(0, 16).map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
