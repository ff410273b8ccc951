/** The deck authoring endpoints (online; admin only): the current version and publishing. */
import { deckVersionSchema, publishDeckResponseSchema, staleDeckVersionSchema, type DeckContent, type DeckVersion, type PublishDeckResponse } from '@contract/deck-authoring';
import { fetchPublished, postPublish, type PublishOutcome } from '../shared/publish-api';

const path = (deckId: string) => `/admin/decks/${encodeURIComponent(deckId)}`;

/** The deck's current version with its notes, or null when it was never published. */
export function fetchDeckVersion(deckId: string): Promise<DeckVersion | null> {
  return fetchPublished(path(deckId), deckVersionSchema);
}

/** Publishes `content` as the next version after `baseVersion` (null: a new deck). */
export function publishDeck(deckId: string, baseVersion: number | null, content: DeckContent): Promise<PublishOutcome<PublishDeckResponse, DeckVersion>> {
  return postPublish({
    path: `${path(deckId)}/publish`,
    body: { baseVersion, content },
    resultSchema: publishDeckResponseSchema,
    staleSchema: staleDeckVersionSchema,
    fallback: 'The deck could not be published.',
  });
}
