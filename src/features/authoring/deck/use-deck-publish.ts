/** The deck's publish flow: send what is saved, check the content, publish; a stale base comes back as the server's deck to compare. */
import { useState } from 'react';
import { deckContentSchema, type DeckContent, type DeckVersion, type PublishDeckResponse } from '@contract/deck-authoring';
import type { Draft } from '@/data/drafts';
import { PUBLISH_OFFLINE, type PublishState } from '../shared/publish-state';
import { publishDeck } from './deck-api';

/** The problems of `content` in words (empty: it can be published). */
export function deckProblems(content: DeckContent): string[] {
  const parsed = deckContentSchema.safeParse(content);
  if (parsed.success) return content.notes.length ? [] : ['Add at least one card.'];
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    return first === 'notes' && typeof index === 'number' ? `Card ${index + 1}: ${issue.message}` : issue.message;
  });
}

/** Publishing `content` of deck `deckId` over `baseVersion`; `onPublished` runs after a publish. */
export function useDeckPublish(deckId: string, draft: Draft, baseVersion: number | null, content: DeckContent, onPublished: (version: number) => Promise<void>) {
  const [state, setState] = useState<PublishState<DeckVersion, { result: PublishDeckResponse }>>({ step: 'idle' });

  async function start() {
    const problems = deckProblems(content);
    if (problems.length) return setState({ step: 'invalid', problems });
    await draft.flush();
    setState({ step: 'working' });
    try {
      const outcome = await publishDeck(deckId, baseVersion, content);
      if (outcome.kind === 'published') {
        await onPublished(outcome.result.version);
        setState({ step: 'published', version: outcome.result.version, result: outcome.result });
      } else if (outcome.kind === 'stale') setState({ step: 'stale', server: outcome.server });
      else setState({ step: 'refused', message: outcome.message });
    } catch {
      setState({ step: 'refused', message: PUBLISH_OFFLINE });
    }
  }

  return { state, start, reset: () => setState({ step: 'idle' }) };
}
