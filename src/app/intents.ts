/**
 * The client's half of every write intent, by name (CONVENTIONS §14): typed over all the contract's
 * intents, so one without a declaration does not compile. Loaded with the page sync, so a refusal
 * is undone even when the screen that made the write has not been opened since the app started.
 */
import { draftDiscardIntent, draftSaveIntent } from '@/data/drafts';
import { declareIntents, type ClientIntents } from '@/data/sync/intents';
import { aiAskIntent } from '@/features/ai-chat/data/ask-tutor';
import { progressSetIntent } from '@/features/course-player/data/progress-writes';
import { enrolmentRequestIntent } from '@/features/courses/data/enrolment';
import { messageSendIntent } from '@/features/messages/data/send';
import { cardReviewIntent, exerciseSubmitIntent } from '@/features/practice/data/rollbacks';
import { quizSubmitIntent } from '@/features/quizzes/data/attempts';

export const clientIntents: ClientIntents = {
  'progress.set': progressSetIntent,
  'enrolment.request': enrolmentRequestIntent,
  'quiz.submit': quizSubmitIntent,
  'exercise.submit': exerciseSubmitIntent,
  'card.review': cardReviewIntent,
  'message.send': messageSendIntent,
  'ai.ask': aiAskIntent,
  'draft.save': draftSaveIntent,
  'draft.discard': draftDiscardIntent,
};

declareIntents(clientIntents);
