/** What publishing says in every editor: problems in words, the stale-version dialog, a refusal, a success. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { StaleDialog, type ContentDifference } from './stale-dialog';
import type { PublishState } from './publish-state';

interface Props<Server> {
  /** The publish outcome; a step of the editor's own (the quiz's attempts question) shows nothing here. */
  state: PublishState<Server> | { step: 'attempts' };
  /** The text under 'Version N published'. */
  successText: string;
  diffs: ContentDifference[];
  onKeepMine: (server: Server) => void;
  onTakeServer: (server: Server) => void;
  onClose: () => void;
}

/** The feedback of the publish flow. */
export function PublishFeedback<Server extends { version: number }>({ state, successText, diffs, onKeepMine, onTakeServer, onClose }: Props<Server>) {
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
    case 'published':
      return (
        <Alert color="green" title={`Version ${state.version} published`} role="status">
          {successText}
        </Alert>
      );
    case 'stale':
      return <StaleDialog server={state.server} diffs={diffs} onKeepMine={() => onKeepMine(state.server)} onTakeServer={() => onTakeServer(state.server)} onClose={onClose} />;
    default:
      return null;
  }
}
