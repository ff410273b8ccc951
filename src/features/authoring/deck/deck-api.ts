/** The deck authoring endpoints (online; admin only): the current version and publishing. */
import { deckVersionSchema, publishDeckResponseSchema, staleDeckVersionSchema, type DeckContent, type DeckVersion, type PublishDeckResponse } from '@contract/deck-authoring';
import { ApiError, apiRequest } from '@/data/api-client';

/** The deck's current version with its notes, or null when it was never published. */
export async function fetchDeckVersion(deckId: string): Promise<DeckVersion | null> {
  try {
    return deckVersionSchema.parse(await apiRequest(`/admin/decks/${encodeURIComponent(deckId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What a publish came to. */
export type DeckPublishOutcome = { kind: 'published'; result: PublishDeckResponse } | { kind: 'stale'; server: DeckVersion } | { kind: 'refused'; message: string };

function detailOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { detail, errors } = body as { detail?: unknown; errors?: { path: string; message: string }[] };
    const list = Array.isArray(errors) ? errors.map((e) => `${e.path}: ${e.message}`).join(' ') : '';
    if (typeof detail === 'string') return list ? `${detail} ${list}` : detail;
  }
  return 'The deck could not be published.';
}

/** Publishes `content` as the next version after `baseVersion` (null: a new deck). */
export async function publishDeck(deckId: string, baseVersion: number | null, content: DeckContent): Promise<DeckPublishOutcome> {
  try {
    const body = await apiRequest(`/admin/decks/${encodeURIComponent(deckId)}/publish`, { method: 'POST', body: { baseVersion, content } });
    return { kind: 'published', result: publishDeckResponseSchema.parse(body) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const stale = staleDeckVersionSchema.safeParse(error.body);
    if (error.status === 409 && stale.success) return { kind: 'stale', server: stale.data.server };
    return { kind: 'refused', message: detailOf(error.body) };
  }
}
