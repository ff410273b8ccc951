/** What publishing says: problems in words, the attempts and stale-version dialogs, a refusal, a success. */
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import type { AttemptPolicy, QuizVersion } from '@contract/quiz-authoring';
import { AttemptsDialog, StaleDialog } from './publish-dialogs';
import type { ContentDifference } from './quiz-content';
import type { PublishState } from './use-publish';

interface Props {
  state: PublishState;
  diffs: ContentDifference[];
  onChoose: (policy: AttemptPolicy) => void;
  onKeepMine: (server: QuizVersion) => void;
  onTakeServer: (server: QuizVersion) => void;
  onClose: () => void;
}

/** The feedback of the publish flow. */
export function PublishFeedback({ state, diffs, onChoose, onKeepMine, onTakeServer, onClose }: Props) {
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
          {state.regraded ? `${state.regraded} attempts were regraded.` : 'Learners receive it with their next sync; an attempt in progress keeps its version.'}
        </Alert>
      );
    case 'attempts':
      return <AttemptsDialog summary={state.summary} onChoose={onChoose} onClose={onClose} />;
    case 'stale':
      return <StaleDialog server={state.server} diffs={diffs} onKeepMine={() => onKeepMine(state.server)} onTakeServer={() => onTakeServer(state.server)} onClose={onClose} />;
    default:
      return null;
  }
}
