/**
 * The authoring slice's policy (issues 18 and 47): staff (teachers and admins) keep drafts of the
 * quizzes, exercises, decks and courses they edit; only an admin publishes a quiz, exercise or deck.
 * What a draft or item is of another organisation is answered by the services as "not found".
 */
import type { DraftKind } from '../../../contract/drafts';
import type { Policy } from '../../auth/policy';

/** Who may do what in authoring: role × action × target. */
export const authoringPolicy: Policy<{ 'draft.write': { kind: DraftKind; entityId: string }; 'item.publish': { kind: string; id: string } }> = {
  'draft.write': { roles: ['teacher', 'admin'], refusal: 'drafts-staff-only' },
  'item.publish': { roles: ['admin'], refusal: 'publish-admins-only' },
};
