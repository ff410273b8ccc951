/** What publishing a deck says: problems in words, the stale-version dialog, a refusal, a success. */
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import type { DeckVersion } from '@contract/deck-authoring';
import { StaleDialog } from '../quiz/publish-dialogs';
import type { DeckDifference } from './deck-content';
import type { DeckPublishState } from './use-deck-publish';

interface Props {
  state: DeckPublishState;
  diffs: DeckDifference[];
  onKeepMine: (server: DeckVersion) => void;
  onTakeServer: (server: DeckVersion) => void;
  onClose: () => void;
}

/** The feedback of the publish flow. */
export function DeckPublishFeedback({ state, diffs, onKeepMine, onTakeServer, onClose }: Props) {
  switch (state.step) {
    case 'invalid':
      return (
        <Alert color="red" title="Not published: fix these first" role="alert">
          <List size="sm">
            {state.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" title="Not published" role="alert">
          {state.message}
        </Alert>
      );
    case 'published': {
      const { version, cards, added, removed } = state.result;
      return (
        <Alert color="green" title={`Version ${version} published`} role="status">
          Learners have {cards} cards ({added} new, {removed} removed) with their next sync; their review history stays with every card that is kept.
        </Alert>
      );
    }
    case 'stale':
      return <StaleDialog server={state.server} diffs={diffs} onKeepMine={() => onKeepMine(state.server)} onTakeServer={() => onTakeServer(state.server)} onClose={onClose} />;
    default:
      return null;
  }
}
