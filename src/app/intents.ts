/**
 * The client's half of every write intent (CONVENTIONS §14): each module that declares intents
 * exports them as one group (`intentGroup`), spread here once per module. The map is typed over all
 * the contract's intents, so one without a declaration does not compile; a new intent of a listed
 * module needs no line here. Loaded with the page sync, so a refusal is undone even when the screen
 * that made the write has not been opened since the app started.
 */
import { draftIntents } from '@/data/drafts';
import { notificationIntents } from '@/data/notifications';
import { preferenceIntents } from '@/data/preferences';
import { declareIntents, type ClientIntents } from '@/data/sync/intents';
import { accessIntents } from '@/features/admin-courses/data/access-writes';
import { courseIntents } from '@/features/admin-courses/data/course-writes';
import { enrolmentDecisionIntents } from '@/features/admin-courses/data/enrolment-writes';
import { batchMemberIntents } from '@/features/admin-people/data/member-writes';
import { aiChatIntents } from '@/features/ai-chat/data/ask-tutor';
import { packageIntents } from '@/features/course-player/data/package-writes';
import { progressIntents } from '@/features/course-player/data/progress-writes';
import { enrolmentRequestIntents } from '@/features/courses/data/enrolment';
import { messageIntents } from '@/features/messages/data/send';
import { practiceIntents } from '@/features/practice/data/rollbacks';
import { quizIntents } from '@/features/quizzes/data/attempts';
import { teachingIntents } from '@/features/teaching/data/intents';

export const clientIntents: ClientIntents = {
  ...progressIntents,
  ...enrolmentRequestIntents,
  ...quizIntents,
  ...practiceIntents,
  ...messageIntents,
  ...aiChatIntents,
  ...teachingIntents,
  ...enrolmentDecisionIntents,
  ...accessIntents,
  ...batchMemberIntents,
  ...courseIntents,
  ...draftIntents,
  ...preferenceIntents,
  ...packageIntents,
  ...notificationIntents,
};

declareIntents(clientIntents);
