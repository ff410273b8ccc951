/** What publishing says in the quiz, exercise and deck editors: problems in words, the stale-version dialog, a refusal, a success. */
import { NotPublishedAlert, PublishedAlert } from '@/ui/publish-feedback';
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
      return <NotPublishedAlert problems={state.problems} />;
    case 'refused':
      return <NotPublishedAlert>{state.message}</NotPublishedAlert>;
    case 'published':
      return <PublishedAlert version={state.version}>{successText}</PublishedAlert>;
    case 'stale':
      return <StaleDialog server={state.server} diffs={diffs} onKeepMine={() => onKeepMine(state.server)} onTakeServer={() => onTakeServer(state.server)} onClose={onClose} />;
    default:
      return null;
  }
}
