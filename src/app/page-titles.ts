/**
 * Page titles that name the screen ('Courses · Learning Platform'), by route id: after each render
 * the deepest matched route with a title sets `document.title`. Routes that only redirect or lay
 * out children have none.
 */
import type { FileRoutesById } from '@/routeTree.gen';
import { PRODUCT_NAME } from '@/ui/logo';

type ScreenRouteId = Exclude<keyof FileRoutesById, '__root__' | '/' | '/_auth' | '/_auth/admin-dashboard' | '/_auth/teacher-dashboard'>;

/** Every screen's name, as its heading says it. */
export const screenNames: Record<ScreenRouteId, string> = {
  '/404': 'Page not found',
  '/500': 'Something went wrong',
  '/forgot-password': 'Forgot password',
  '/login': 'Log In',
  '/signup': 'Sign Up',
  '/update-profile': 'Update profile',
  '/_auth/ai-chat-room': 'AI Tutor',
  '/_auth/conversations': 'Conversations',
  '/_auth/courses': 'Courses',
  '/_auth/create-exercise': 'Create exercise',
  '/_auth/create-flashcards': 'Create flashcards',
  '/_auth/create-quiz': 'Create quiz',
  '/_auth/dashboard': 'Dashboard',
  '/_auth/messages': 'Messages',
  '/_auth/profile': 'Profile',
  '/_auth/profile-pages': 'Account information',
  '/_auth/quiz-result': 'Quiz result',
  '/_auth/start-exercise': 'Start exercise',
  '/_auth/take-quiz': 'Take a quiz',
  '/_auth/admin-dashboard/add-access': 'Add access · Admin',
  '/_auth/admin-dashboard/batches': 'Batches · Admin',
  '/_auth/admin-dashboard/course-list': 'Courses · Admin',
  '/_auth/admin-dashboard/enrolments': 'Enrolments · Admin',
  '/_auth/admin-dashboard/exercise': 'Exercises · Admin',
  '/_auth/admin-dashboard/flashcards': 'Flashcards · Admin',
  '/_auth/admin-dashboard/quiz-results': 'Quiz results · Admin',
  '/_auth/admin-dashboard/quizess': 'Quizzes · Admin',
  '/_auth/admin-dashboard/people': 'People · Admin',
  '/_auth/admin-dashboard/api-keys': 'API keys · Admin',
  '/_auth/admin-dashboard/lti': 'LTI · Admin',
  '/lti': 'Opening your activity',
  '/_auth/course-details/$course': 'Course details',
  '/_auth/course-enrol/$course': 'Enrol in a course',
  '/_auth/course-player/$course': 'Course player',
  '/_auth/edit-course/$course': 'Edit course',
  '/_auth/exercises/$exerciseId': 'Exercise',
  '/_auth/flashcards/$flashCardsId': 'Flashcards',
  '/_auth/quizess/$quizId': 'Quiz',
  '/_auth/teacher-dashboard/batches': 'Batches · Teacher',
  '/_auth/teacher-dashboard/quiz-results': 'Quiz results · Teacher',
  '/_auth/admin-dashboard/': 'Admin dashboard',
  '/_auth/teacher-dashboard/': 'Teacher dashboard',
  '/_auth/admin-dashboard/batch-students/$enrollment': 'Batch students · Admin',
  '/_auth/teacher-dashboard/batch-students/$enrollment': 'Batch students · Teacher',
  '/_auth/admin-dashboard/batch-students/': 'Batch students · Admin',
  '/_auth/teacher-dashboard/batch-students/': 'Batch students · Teacher',
};

function isScreenRoute(routeId: string): routeId is ScreenRouteId {
  return Object.hasOwn(screenNames, routeId);
}

/** The document title for the matched route ids (outermost first): 'Courses · Learning Platform'. */
export function pageTitle(routeIds: readonly string[]): string {
  const screen = [...routeIds].reverse().find(isScreenRoute);
  return screen ? `${screenNames[screen]} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
