/** `quizExtension.grant`: a later due date or more attempts for one learner (see services/teaching/extensions.ts). */
import { grantQuizExtension } from '../../teaching/extensions';
import type { MutationHandler } from './registry';

/** Applies `quizExtension.grant`. */
export const quizExtensionGrant: MutationHandler<'quizExtension.grant'> = async (db, caller, args) => {
  await grantQuizExtension(db, caller, args);
};
