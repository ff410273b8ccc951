/** What publishing an exercise says: problems in words, the stale-version dialog, a refusal, a success. */
import '@mantine/core/styles/Alert.css';
import { Alert, List } from '@mantine/core';
import type { ExerciseVersion } from '@contract/exercise-authoring';
import type { ContentDifference } from '../quiz/quiz-content';
import { StaleDialog } from '../quiz/publish-dialogs';
import type { PublishState } from './use-publish';

interface Props {
  state: PublishState;
  diffs: ContentDifference[];
  onKeepMine: (server: ExerciseVersion) => void;
  onTakeServer: (server: ExerciseVersion) => void;
  onClose: () => void;
}

/** The feedback of the publish flow. */
export function PublishFeedback({ state, diffs, onKeepMine, onTakeServer, onClose }: Props) {
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
          Learners receive it with their next sync.
        </Alert>
      );
    case 'stale':
      return <StaleDialog server={state.server} diffs={diffs} onKeepMine={() => onKeepMine(state.server)} onTakeServer={() => onTakeServer(state.server)} onClose={onClose} />;
    default:
      return null;
  }
}
