/** Where publishing an authored quiz, exercise or deck stands: the steps the three editors share. */
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** The steps of a publish; `Published` is what an editor keeps of a success (beside the version). */
export type PublishState<Server, Published = unknown> =
  | { step: 'idle' }
  | { step: 'working' }
  | { step: 'invalid'; problems: string[] }
  | { step: 'stale'; server: Server }
  | { step: 'refused'; message: string }
  | ({ step: 'published'; version: number } & Published);

/** What a failed publish says when the server could not be reached. */
export const publishOffline = () => i18n.getFixedT(null, authoringNs)('diff.offline');
