/** The deck's publish flow: send what is saved, check the content, publish; a stale base comes back as the server's deck to compare. */
import { deckContentSchema, type DeckContent, type DeckVersion, type PublishDeckResponse } from '@contract/deck-authoring';
import type { Draft } from '@/data/drafts';
import { contractIssueWords, noteProblemWords } from '../shared/contract-words';
import { usePublishFlow } from '../shared/use-publish-flow';
import { publishDeck } from './deck-api';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** The problems of `content` in words (empty: it can be published). */
export function deckProblems(content: DeckContent): string[] {
  const parsed = deckContentSchema.safeParse(content);
  if (parsed.success) return content.notes.length ? [] : [i18n.getFixedT(null, authoringNs)('diff.oneCard')];
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    if (first !== 'notes' || typeof index !== 'number') return contractIssueWords(issue);
    const note = content.notes[index];
    const problem = (issue.code === 'custom' && note && noteProblemWords(note)) || contractIssueWords(issue);
    return i18n.getFixedT(null, authoringNs)('diff.cardProblem', { number: index + 1, problem });
  });
}

/** Publishing `content` of deck `deckId` over `baseVersion`; `onPublished` runs after a publish. */
export function useDeckPublish(deckId: string, draft: Draft, baseVersion: number | null, content: DeckContent, onPublished: (version: number) => Promise<void>) {
  const flow = usePublishFlow<DeckVersion, PublishDeckResponse, { result: PublishDeckResponse }>(onPublished, (result) => ({ result }));

  async function start() {
    const problems = deckProblems(content);
    if (problems.length) return flow.setState({ step: 'invalid', problems });
    // Publishing from the click on: the draft's pending saves (a 'Keep mine' among them) are queued first.
    flow.setState({ step: 'working' });
    await draft.flush();
    await flow.send(() => publishDeck(deckId, baseVersion, content));
  }

  return { state: flow.state, start, reset: flow.reset };
}
