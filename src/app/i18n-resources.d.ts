/**
 * The types of every i18next namespace (issue 52): the shell's catalogue and each feature's English
 * messages, so `t` accepts only keys that exist. A feature translated into namespaces adds its line here.
 */
import type { Catalogue } from '@/i18n/catalogues/en';
import type { Messages as RefusalsMessages } from '@/i18n/refusals/en';
import type { Messages as FieldsMessages } from '@/i18n/fields/en';
import type { Messages as AiChatMessages } from '@/features/ai-chat/messages/en';
import type { Messages as PracticeMessages } from '@/features/practice/messages/en';
import type { Messages as SyncStatusMessages } from '@/features/sync-status/messages/en';
import type { Messages as CoursesMessages } from '@/features/courses/messages/en';
import type { Messages as CoursePlayerMessages } from '@/features/course-player/messages/en';
import type { Messages as MessagesMessages } from '@/features/messages/messages/en';
import type { Messages as NotificationsMessages } from '@/features/notifications/messages/en';
import type { Messages as AuthMessages } from '@/features/auth/messages/en';
import type { Messages as QuizzesMessages } from '@/features/quizzes/messages/en';
import type { Messages as QuizAnalysisMessages } from '@/features/quiz-analysis/messages/en';
import type { Messages as TeachingMessages } from '@/features/teaching/messages/en';
import type { Messages as CourseEditorMessages } from '@/features/course-editor/messages/en';
import type { Messages as AuthoringMessages } from '@/features/authoring/messages/en';
import type { Messages as AdminApiKeysMessages } from '@/features/admin-api-keys/messages/en';
import type { Messages as AdminLtiMessages } from '@/features/admin-lti/messages/en';
import type { Messages as AdminCoursesMessages } from '@/features/admin-courses/messages/en';
import type { Messages as AdminPeopleMessages } from '@/features/admin-people/messages/en';
import type { Messages as AnkiMessages } from '@/data/anki/messages/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: Catalogue;
      'ai-chat': AiChatMessages;
      practice: PracticeMessages;
      'sync-status': SyncStatusMessages;
      refusals: RefusalsMessages;
      fields: FieldsMessages;
      courses: CoursesMessages;
      'course-player': CoursePlayerMessages;
      messages: MessagesMessages;
      notifications: NotificationsMessages;
      auth: AuthMessages;
      quizzes: QuizzesMessages;
      'quiz-analysis': QuizAnalysisMessages;
      teaching: TeachingMessages;
      'course-editor': CourseEditorMessages;
      authoring: AuthoringMessages;
      'admin-api-keys': AdminApiKeysMessages;
      'admin-lti': AdminLtiMessages;
      'admin-courses': AdminCoursesMessages;
      'admin-people': AdminPeopleMessages;
      anki: AnkiMessages;
    };
  }
}
