/**
 * Everything under `/api`. Health is public; every other route passes `authenticate` and then
 * its own `requireRole(...)`. New areas mount here.
 */
import { Hono } from 'hono';
import { createTutor, providerFromEnv } from '../ai/tutor';
import type { AppDeps, AppEnv } from '../app-env';
import { apiKeyScopeGuard } from '../auth/api-key-scopes';
import { authenticate } from '../auth/authenticate';
import { refuse } from '../http/problem';
import { RateLimiter } from '../http/rate-limit';
import { createMediaUploads } from '../media/uploads';
import { publishDeckRequestSchema } from '../../contract/deck-authoring';
import { publishExerciseRequestSchema } from '../../contract/exercise-authoring';
import { openableCourseIds } from '../auth/course-access';
import { answerStore } from './ai-chat/ai-tutor';
import { deckKind, publishDeck } from './authoring/decks/publish';
import { exerciseKind, publishExercise } from './authoring/exercises/publish';
import { resolveApiKey } from './admin-api-keys/api-keys';
import { resolveCaller } from './account/members';
import { adminRoutes } from './people/routes/admin';
import { apiKeysRoutes } from './admin-api-keys/routes';
import { adminLtiRoutes } from './admin-lti/routes/admin-lti';
import { ltiRoutes } from './admin-lti/routes/lti';
import { authoringRoutes } from './authoring/routes/authoring';
import { aiChatRoutes } from './ai-chat/routes';
import { batchStudentsRoutes } from './people/routes/batch-students';
import { chatRoutes } from './messages/routes';
import { coursesRoutes } from './courses/routes';
import { quizAuthoringRoutes } from './authoring/routes/quiz-authoring';
import { peopleRoutes } from './people/routes/people';
import { pushRoutes } from './notifications/routes';
import { editCourseRoutes } from './course-editor/routes/edit-course';
import { syncRoutes } from '../sync/routes';
import { teacherRoutes } from './teaching/routes';
import { uploadRoutes } from './course-editor/routes/uploads';
import { packageRoutes } from './packages/routes/packages';
import { packageSettingsRoutes } from './packages/routes/package-settings';
import { usersRoutes } from './account/routes';

/** The `/api` sub-app. */
export function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  const tutor = deps.tutor ?? createTutor(deps.db, providerFromEnv(deps.env), { live: deps.live, answers: answerStore, openable: openableCourseIds, logger: deps.logger });
  const limiter = new RateLimiter(deps.db);
  api.get('/health', (c) => c.json({ ok: true }));
  // LTI 1.3 (issue 54): the platform's signed launch is the credential, not a Firebase token.
  api.route('/lti', ltiRoutes(deps));
  api.use('*', authenticate(deps, limiter, resolveCaller, resolveApiKey));
  api.use('*', apiKeyScopeGuard());
  api.use('*', async (c, next) => {
    c.set('throttle', { limiter, limits: deps.limits });
    await next();
  });
  api.route('/users', usersRoutes(deps));
  api.route('/ai-chat', aiChatRoutes(deps, limiter));
  api.route('/courses', coursesRoutes(deps));
  api.route('/edit-course', editCourseRoutes(deps));
  api.route('/uploads', uploadRoutes(deps, deps.uploads ?? createMediaUploads(deps.env)));
  api.route('/packages', packageSettingsRoutes(deps));
  api.route('/packages', packageRoutes(deps, deps.uploads ?? createMediaUploads(deps.env)));
  api.route('/teacher', teacherRoutes(deps));
  api.route('/batch-students', batchStudentsRoutes(deps));
  api.route('/admin/quizzes', quizAuthoringRoutes(deps));
  api.route('/admin/exercises', authoringRoutes(deps, { kind: exerciseKind, param: 'exerciseId', request: publishExerciseRequestSchema, publish: publishExercise }));
  api.route('/admin/decks', authoringRoutes(deps, { kind: deckKind, param: 'deckId', request: publishDeckRequestSchema, publish: publishDeck }));
  api.route('/admin/api-keys', apiKeysRoutes(deps));
  api.route('/admin/lti', adminLtiRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/admin', peopleRoutes(deps));
  api.route('/chat', chatRoutes(deps));
  api.route('/push', pushRoutes(deps));
  api.route('/sync', syncRoutes(deps, { tutor, live: deps.live }));
  api.all('*', (c) => {
    throw refuse(404, 'no-route', { method: c.req.method, path: c.req.path });
  });
  return api;
}
