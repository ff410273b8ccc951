/**
 * The client's half of every write intent, by name (CONVENTIONS §14): typed over all the contract's
 * intents, so one without a declaration does not compile. Loaded with the page sync, so a refusal
 * is undone even when the screen that made the write has not been opened since the app started.
 */
import { draftDiscardIntent, draftSaveIntent } from '@/data/drafts';
import { preferenceSetIntent } from '@/data/preferences';
import { declareIntents, type ClientIntents } from '@/data/sync/intents';
import { accessGrantIntent, accessRevokeIntent } from '@/features/admin-courses/data/access-writes';
import { courseCreateIntent, courseDuplicateIntent, courseSetStatusIntent } from '@/features/admin-courses/data/course-writes';
import { enrolmentAddIntent, enrolmentDecideIntent } from '@/features/admin-courses/data/enrolment-writes';
import { batchMemberAddIntent, batchMemberMoveIntent, batchMemberRemoveIntent } from '@/features/admin-people/data/member-writes';
import { aiAskIntent } from '@/features/ai-chat/data/ask-tutor';
import { progressSetIntent } from '@/features/course-player/data/progress-writes';
import { enrolmentRequestIntent } from '@/features/courses/data/enrolment';
import { messageSendIntent } from '@/features/messages/data/send';
import { cardReviewIntent, exerciseSubmitIntent } from '@/features/practice/data/rollbacks';
import { quizSubmitIntent } from '@/features/quizzes/data/attempts';
import { quizExtensionGrantIntent, quizFeedbackGiveIntent } from '@/features/teaching/data/intents';

export const clientIntents: ClientIntents = {
  'progress.set': progressSetIntent,
  'enrolment.request': enrolmentRequestIntent,
  'quiz.submit': quizSubmitIntent,
  'exercise.submit': exerciseSubmitIntent,
  'card.review': cardReviewIntent,
  'message.send': messageSendIntent,
  'ai.ask': aiAskIntent,
  'quizFeedback.give': quizFeedbackGiveIntent,
  'quizExtension.grant': quizExtensionGrantIntent,
  'enrolment.decide': enrolmentDecideIntent,
  'enrolment.add': enrolmentAddIntent,
  'access.grant': accessGrantIntent,
  'access.revoke': accessRevokeIntent,
  'batchMember.add': batchMemberAddIntent,
  'batchMember.move': batchMemberMoveIntent,
  'batchMember.remove': batchMemberRemoveIntent,
  'course.create': courseCreateIntent,
  'course.setStatus': courseSetStatusIntent,
  'course.duplicate': courseDuplicateIntent,
  'draft.save': draftSaveIntent,
  'draft.discard': draftDiscardIntent,
  'preference.set': preferenceSetIntent,
};

declareIntents(clientIntents);
