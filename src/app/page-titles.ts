/**
 * Page titles that name the screen ('Courses · Learning Platform'), by route id: after each render
 * (and on a change of language) the deepest matched route with a title sets `document.title`, in
 * the language shown (the shell catalogue's `pageTitles`, issue 52). Routes that only redirect or
 * lay out children have none.
 */
import type { Catalogue } from '@/i18n/catalogues/en';
import { i18n } from '@/i18n/i18n';
import type { FileRoutesById } from '@/routeTree.gen';
import { PRODUCT_NAME } from '@/ui/logo';

type ScreenRouteId = Exclude<keyof FileRoutesById, '__root__' | '/' | '/_auth' | '/_auth/admin-dashboard' | '/_auth/teacher-dashboard'>;

/** A screen's name in the shell catalogue. */
type ScreenNameKey = `pageTitles.${keyof Catalogue['pageTitles']}` | 'notFound.title' | 'errorPage.title';

/** Every screen's name (its key), as its heading says it. */
export const screenNames: Record<ScreenRouteId, ScreenNameKey> = {
  '/404': 'notFound.title',
  '/500': 'errorPage.title',
  '/forgot-password': 'pageTitles.forgotPassword',
  '/login': 'pageTitles.login',
  '/signup': 'pageTitles.signup',
  '/update-profile': 'pageTitles.updateProfile',
  '/_auth/ai-chat-room': 'pageTitles.aiTutor',
  '/_auth/conversations': 'pageTitles.conversations',
  '/_auth/courses': 'pageTitles.courses',
  '/_auth/create-exercise': 'pageTitles.createExercise',
  '/_auth/create-flashcards': 'pageTitles.createFlashcards',
  '/_auth/create-quiz': 'pageTitles.createQuiz',
  '/_auth/dashboard': 'pageTitles.dashboard',
  '/_auth/messages': 'pageTitles.messages',
  '/_auth/profile': 'pageTitles.profile',
  '/_auth/profile-pages': 'pageTitles.accountInformation',
  '/_auth/quiz-result': 'pageTitles.quizResult',
  '/_auth/start-exercise': 'pageTitles.startExercise',
  '/_auth/take-quiz': 'pageTitles.takeQuiz',
  '/_auth/admin-dashboard/add-access': 'pageTitles.adminAddAccess',
  '/_auth/admin-dashboard/batches': 'pageTitles.adminBatches',
  '/_auth/admin-dashboard/course-list': 'pageTitles.adminCourses',
  '/_auth/admin-dashboard/enrolments': 'pageTitles.adminEnrolments',
  '/_auth/admin-dashboard/exercise': 'pageTitles.adminExercises',
  '/_auth/admin-dashboard/flashcards': 'pageTitles.adminFlashcards',
  '/_auth/admin-dashboard/quiz-results': 'pageTitles.adminQuizResults',
  '/_auth/admin-dashboard/quizess': 'pageTitles.adminQuizzes',
  '/_auth/admin-dashboard/people': 'pageTitles.adminPeople',
  '/_auth/admin-dashboard/api-keys': 'pageTitles.adminApiKeys',
  '/_auth/admin-dashboard/lti': 'pageTitles.adminLti',
  '/lti': 'pageTitles.lti',
  '/_auth/course-details/$course': 'pageTitles.courseDetails',
  '/_auth/course-enrol/$course': 'pageTitles.courseEnrol',
  '/_auth/course-player/$course': 'pageTitles.coursePlayer',
  '/_auth/edit-course/$course': 'pageTitles.editCourse',
  '/_auth/exercises/$exerciseId': 'pageTitles.exercise',
  '/_auth/flashcards/$flashCardsId': 'pageTitles.flashcards',
  '/_auth/quizess/$quizId': 'pageTitles.quiz',
  '/_auth/teacher-dashboard/batches': 'pageTitles.teacherBatches',
  '/_auth/teacher-dashboard/quiz-results': 'pageTitles.teacherQuizResults',
  '/_auth/admin-dashboard/': 'pageTitles.adminDashboard',
  '/_auth/teacher-dashboard/': 'pageTitles.teacherDashboard',
  '/_auth/admin-dashboard/batch-students/$enrollment': 'pageTitles.adminBatchStudents',
  '/_auth/teacher-dashboard/batch-students/$enrollment': 'pageTitles.teacherBatchStudents',
  '/_auth/admin-dashboard/batch-students/': 'pageTitles.adminBatchStudents',
  '/_auth/teacher-dashboard/batch-students/': 'pageTitles.teacherBatchStudents',
};

function isScreenRoute(routeId: string): routeId is ScreenRouteId {
  return Object.hasOwn(screenNames, routeId);
}

/** The document title for the matched route ids (outermost first), in the language shown: 'Courses · Learning Platform'. */
export function pageTitle(routeIds: readonly string[]): string {
  const screen = [...routeIds].reverse().find(isScreenRoute);
  return screen ? `${i18n.t(screenNames[screen])} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
