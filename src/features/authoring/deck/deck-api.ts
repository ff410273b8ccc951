/** The deck authoring endpoints (online; admin only): the current version and publishing. */
import { deckVersionSchema, publishDeckResponseSchema, staleDeckVersionSchema, type DeckContent } from '@contract/deck-authoring';
import { authoringApi } from '../shared/publish-api';

const api = authoringApi({ base: '/admin/decks', noun: 'deck', version: deckVersionSchema, result: publishDeckResponseSchema, stale: staleDeckVersionSchema });

/** The deck's current version with its notes, or null when it was never published. */
export const fetchDeckVersion = (deckId: string) => api.fetch(deckId);

/** Publishes `content` as the next version after `baseVersion` (null: a new deck). */
export const publishDeck = (deckId: string, baseVersion: number | null, content: DeckContent) => api.publish(deckId, { baseVersion, content });
