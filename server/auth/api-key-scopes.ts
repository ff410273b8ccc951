/**
 * Which routes an API key may call, by scope (issue 54). A key acts as the admin who made it, so
 * the role guards pass; this guard is what keeps it to the routes its scopes open. A route missing
 * here is closed to every key (sync, chat, authoring, the key routes themselves).
 */
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiKeyScope } from '../../contract/api-keys';
import type { AppEnv } from '../app-env';
import { refuse } from '../http/problem';

/** The scope each route open to keys needs, keyed `METHOD /api/path` as Hono registers it. */
export const apiKeyRoutes: Record<string, ApiKeyScope> = {
  'GET /api/courses': 'courses:read',
  'GET /api/courses/:course': 'courses:read',
  'GET /api/teacher/quizzes/:quizId/results': 'results:read',
  'GET /api/admin/learners/:userId/record': 'results:read',
  'GET /api/admin/activity-counts': 'results:read',
  'GET /api/admin/users': 'people:manage',
  'GET /api/admin/people': 'people:manage',
  'POST /api/admin/invitations': 'people:manage',
  'DELETE /api/admin/invitations/:invitationId': 'people:manage',
  'PATCH /api/admin/people/:userId': 'people:manage',
  'DELETE /api/admin/people/:userId': 'people:manage',
  'POST /api/admin/people/:userId/restore': 'people:manage',
  'GET /api/admin/batches': 'enrolments:manage',
  'GET /api/admin/enrolment-requests': 'enrolments:manage',
  'GET /api/admin/manage/batches': 'enrolments:manage',
  'POST /api/admin/manage/batches': 'enrolments:manage',
  'PATCH /api/admin/manage/batches/:batchId': 'enrolments:manage',
  'GET /api/admin/manage/batches/:batchId/members': 'enrolments:manage',
  'POST /api/admin/manage/batches/:batchId/members': 'enrolments:manage',
  'DELETE /api/admin/batch-members/:enrollment': 'enrolments:manage',
  'POST /api/admin/batch-members/:enrollment/move': 'enrolments:manage',
};

/** 403 for a request made with an API key unless the route it reached is open to one of the key's scopes. */
export function apiKeyScopeGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('apiKey');
    if (key) {
      // The route the request reached: the first matched handler that is neither middleware nor a catch-all.
      const route = matchedRoutes(c).find((r) => r.method !== 'ALL' && !r.path.includes('*'));
      if (route) {
        const scope = apiKeyRoutes[`${route.method} ${route.path}`];
        if (!scope) throw refuse(403, 'api-key-route-closed');
        if (!key.scopes.includes(scope)) throw refuse(403, 'api-key-lacks-scope', { scope });
      }
    }
    await next();
  };
}
