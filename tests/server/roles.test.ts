/**
 * Route × role table: every /api route (found in the app itself, so new routes cannot be
 * forgotten) answered for a learner, a teacher and an admin of Demo Academy and for a member of
 * another organisation. Allowed roles must not get 401/403; the others must get 403.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/api';
import { allowedRolesOf } from '../../server/auth/roles';
import { selectRows } from '../../server/db/rows';
import { personaNames, personas, type Persona } from './support/accounts';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

/** What SPEC §6 says, written out by hand: a change in the code must change this table too. */
const expected: Record<string, readonly Role[] | 'public'> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/:asset': 'public',
  'GET /api/users/me': ['learner', 'teacher', 'admin'],
  'PATCH /api/users/me': ['learner', 'teacher', 'admin'],
  'POST /api/ai-chat/messages': ['learner', 'teacher', 'admin'],
  'GET /api/courses': ['learner', 'teacher', 'admin'],
  'GET /api/courses/:course': ['learner', 'teacher', 'admin'],
  'GET /api/edit-course/:course': ['teacher', 'admin'],
  'GET /api/admin/activity-counts': ['admin'],
  'GET /api/admin/quizzes/:quizId': ['admin'],
  'GET /api/admin/quizzes/:quizId/versions/:version': ['admin'],
  'POST /api/admin/quizzes/:quizId/regrade-preview': ['admin'],
  'POST /api/admin/quizzes/:quizId/publish': ['admin'],
  'GET /api/admin/exercises/:exerciseId': ['admin'],
  'POST /api/admin/exercises/:exerciseId/publish': ['admin'],
  'GET /api/admin/decks/:deckId': ['admin'],
  'POST /api/admin/decks/:deckId/publish': ['admin'],
  'POST /api/edit-course/:course/publish': ['teacher', 'admin'],
  'POST /api/uploads': ['teacher', 'admin'],
  'GET /api/uploads/:id': ['teacher', 'admin'],
  'PATCH /api/uploads/:id': ['teacher', 'admin'],
  'GET /api/teacher/batches': ['teacher'],
  'GET /api/teacher/quizzes/:quizId/results': ['teacher', 'admin'],
  'GET /api/batch-students/:enrollment': ['teacher', 'admin'],
  'GET /api/admin/batches': ['admin'],
  'GET /api/admin/enrolment-requests': ['admin'],
  'GET /api/admin/users': ['admin'],
  'GET /api/admin/organisation': ['admin'],
  'PATCH /api/admin/organisation': ['admin'],
  'GET /api/admin/sync-log': ['admin'],
  'GET /api/admin/learners/:userId/record': ['admin'],
  'GET /api/admin/people': ['admin'],
  'GET /api/admin/api-keys': ['admin'],
  'POST /api/admin/api-keys': ['admin'],
  'DELETE /api/admin/api-keys/:keyId': ['admin'],
  'POST /api/admin/invitations': ['admin'],
  'DELETE /api/admin/invitations/:invitationId': ['admin'],
  'PATCH /api/admin/people/:userId': ['admin'],
  'DELETE /api/admin/people/:userId': ['admin'],
  'POST /api/admin/people/:userId/restore': ['admin'],
  'GET /api/admin/manage/batches': ['admin'],
  'POST /api/admin/manage/batches': ['admin'],
  'PATCH /api/admin/manage/batches/:batchId': ['admin'],
  'GET /api/admin/manage/batches/:batchId/members': ['admin'],
  'POST /api/admin/manage/batches/:batchId/members': ['admin'],
  'DELETE /api/admin/batch-members/:enrollment': ['admin'],
  'POST /api/admin/batch-members/:enrollment/move': ['admin'],
  'POST /api/admin/imports/preview': ['admin'],
  'POST /api/admin/imports': ['admin'],
  'POST /api/admin/imports/:importId/undo': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'GET /api/chat/people': ['learner', 'teacher', 'admin'],
  'POST /api/chat/conversations': ['learner', 'teacher', 'admin'],
  'POST /api/chat/rooms': ['admin'],
  'GET /api/chat/rooms/:id/messages': ['learner', 'teacher', 'admin'],
  'GET /api/chat/conversations/:id/messages': ['learner', 'teacher', 'admin'],
  'GET /api/chat/stream': ['learner', 'teacher', 'admin'],
  'GET /api/ai-chat/stream': ['learner', 'teacher', 'admin'],
  'POST /api/sync/push': ['learner', 'teacher', 'admin'],
  'GET /api/sync/pull': ['learner', 'teacher', 'admin'],
  'GET /api/sync/events': ['learner', 'teacher', 'admin'],
  'GET /api/push/vapid-public-key': ['learner', 'teacher', 'admin'],
  'POST /api/packages': ['teacher', 'admin'],
  'GET /api/packages/:package': ['teacher', 'admin'],
  'GET /api/packages/statements': ['teacher', 'admin'],
  'GET /api/packages/limits': ['admin'],
  'GET /api/admin/lti': ['admin'],
  'POST /api/admin/lti/platforms': ['admin'],
  'DELETE /api/admin/lti/platforms/:platformId': ['admin'],
  'POST /api/admin/lti/scores/:scoreId/retry': ['admin'],
  // LTI 1.3: the platform calls these, signed with its own keys (tests/server/lti.test.ts).
  'GET /api/lti/jwks': 'public',
  'GET /api/lti/login': 'public',
  'POST /api/lti/login': 'public',
  'POST /api/lti/launch': 'public',
  'POST /api/lti/deep-link': 'public',
};

const ROLE_TABLE_IMPORT = '6f1c0a52-7d4e-4b8a-9c3f-0a1b2c3d4e5f';

/** Sample path parameters and bodies, so allowed calls exercise the real handler. */
const samples: Record<string, { path?: string | ((uid: string) => string); body?: unknown | ((uid: string) => unknown); headers?: Record<string, string>; passedGuard?: number }> = {
  'POST /api/uploads': { headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `filename ${btoa('a.pdf')},filetype ${btoa('application/pdf')},courseId ${btoa('c5-spreadsheets')}` } },
  // Past the role guard, an upload that is not the caller's is 404.
  'GET /api/uploads/:id': { path: '/api/uploads/00000000-0000-4000-8000-000000000000.pdf', headers: { 'tus-resumable': '1.0.0' }, passedGuard: 404 },
  'PATCH /api/uploads/:id': { path: '/api/uploads/00000000-0000-4000-8000-000000000000.pdf', headers: { 'tus-resumable': '1.0.0' }, passedGuard: 404 },
  'POST /api/ai-chat/messages': { body: (uid: string) => ({ userId: uid, excludeCollection: '2026-11-22' }) },
  'GET /api/courses/:course': { path: '/api/courses/c5-spreadsheets' },
  'GET /api/edit-course/:course': { path: '/api/edit-course/c5-spreadsheets' },
  // Each allowed persona publishes a course of their own once, from the seed's version 1.
  'POST /api/edit-course/:course/publish': {
    path: (uid: string) => `/api/edit-course/${uid === 'demo-admin' ? 'c5-finance' : 'c5-python'}/publish`,
    // The empty outline removes every lesson, so the ones learners have progress on are confirmed.
    body: () => ({ baseVersion: 1, details: { title: 'Role table', description: '', imageUrl: null }, modules: [], confirmedRemovals: lessonIdsToRemove }),
  },
  'GET /api/admin/quizzes/:quizId': { path: '/api/admin/quizzes/c5-spreadsheets-quiz' },
  'GET /api/admin/quizzes/:quizId/versions/:version': { path: '/api/admin/quizzes/c5-spreadsheets-quiz/versions/1' },
  // Past the role guard, a request without content is a 400 (publishing is tested in quiz-versions).
  'POST /api/admin/quizzes/:quizId/regrade-preview': { path: '/api/admin/quizzes/c5-spreadsheets-quiz/regrade-preview', passedGuard: 400 },
  'POST /api/admin/quizzes/:quizId/publish': { path: '/api/admin/quizzes/c5-spreadsheets-quiz/publish', passedGuard: 400 },
  'GET /api/admin/exercises/:exerciseId': { path: '/api/admin/exercises/c5-spreadsheets-exercise' },
  // Past the role guard, a request without content is a 400 (publishing is tested in exercise-publish).
  'POST /api/admin/exercises/:exerciseId/publish': { path: '/api/admin/exercises/c5-spreadsheets-exercise/publish', passedGuard: 400 },
  'GET /api/admin/decks/:deckId': { path: '/api/admin/decks/c5-spreadsheets-deck' },
  // Past the role guard, a request without content is a 400 (publishing is tested in deck-authoring).
  'POST /api/admin/decks/:deckId/publish': { path: '/api/admin/decks/c5-spreadsheets-deck/publish', passedGuard: 400 },
  'GET /api/ai-chat/stream': { path: '/api/ai-chat/stream?day=2026-11-22' },
  'GET /api/batch-students/:enrollment': { path: '/api/batch-students/b5-spreadsheets-spring-u5-learner' },
  'GET /api/teacher/quizzes/:quizId/results': { path: '/api/teacher/quizzes/c5-spreadsheets-quiz/results' },
  'PATCH /api/admin/organisation': { body: {} },
  'PATCH /api/users/me': { body: { displayName: 'Role table', photoURL: null } },
  'GET /api/admin/sync-log': { path: '/api/admin/sync-log?userId=u5-learner' },
  'GET /api/admin/learners/:userId/record': { path: '/api/admin/learners/u5-learner/record' },
  'POST /api/sync/push': {
    body: () => ({ clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'enrolment.request', args: { courseId: 'c5-finance', at: '2026-11-22T10:00:00Z' } }] }),
  },
  'GET /api/sync/pull': { path: `/api/sync/pull?clientId=${crypto.randomUUID()}` },
  'POST /api/admin/api-keys': { body: { name: 'Role table key', scopes: ['courses:read'] } },
  // Past the role guard, a key that does not exist is 404.
  'DELETE /api/admin/api-keys/:keyId': { path: '/api/admin/api-keys/00000000-0000-4000-8000-000000000000', passedGuard: 404 },
  'POST /api/admin/invitations': { body: { email: 'role-table@example.test', role: 'learner' } },
  'DELETE /api/admin/invitations/:invitationId': { path: '/api/admin/invitations/role-table-invitation' },
  'PATCH /api/admin/people/:userId': { path: '/api/admin/people/u5-kwame', body: { role: 'learner' } },
  'DELETE /api/admin/people/:userId': { path: '/api/admin/people/u5-role-table-removed' },
  'POST /api/admin/people/:userId/restore': { path: '/api/admin/people/u5-kwame/restore' },
  'POST /api/admin/manage/batches': { body: { name: 'Table test managed batch', courseId: 'c5-finance' } },
  'PATCH /api/admin/manage/batches/:batchId': { path: '/api/admin/manage/batches/b5-python-autumn', body: {} },
  'GET /api/admin/manage/batches/:batchId/members': { path: '/api/admin/manage/batches/b5-python-autumn/members' },
  'POST /api/admin/manage/batches/:batchId/members': { path: '/api/admin/manage/batches/b5-python-autumn/members', body: { userId: 'u5-learner' } },
  'DELETE /api/admin/batch-members/:enrollment': { path: '/api/admin/batch-members/role-table-remove' },
  'POST /api/admin/batch-members/:enrollment/move': { path: '/api/admin/batch-members/role-table-move/move', body: { batchId: 'b5-python-autumn' } },
  'POST /api/admin/imports/preview': { body: { importId: ROLE_TABLE_IMPORT, rows: [{ email: 'import@example.test', name: '', role: '', batch: '' }] } },
  'POST /api/admin/imports': { body: { importId: ROLE_TABLE_IMPORT, rows: [{ email: 'import@example.test', name: '', role: '', batch: '' }] } },
  'POST /api/admin/imports/:importId/undo': { path: `/api/admin/imports/${ROLE_TABLE_IMPORT}/undo` },
  'GET /api/admin/audit': { path: '/api/admin/audit?userId=u5-learner' },
  // Everyone in a batch or an admin has someone to talk to: the teacher teaches the demo learner.
  'POST /api/chat/conversations': { body: (uid: string) => ({ withUserId: uid === 'demo-teacher' ? 'u5-learner' : 'u5-teacher' }) },
  'POST /api/chat/rooms': { body: { name: 'Table test room' } },
  'GET /api/chat/rooms/:id/messages': { path: '/api/chat/rooms/r5-general/messages' },
  'GET /api/chat/conversations/:id/messages': {
    path: (uid: string) => `/api/chat/conversations/${uid === 'demo-admin' ? 'v5-admin-teacher' : 'v5-learner-teacher'}/messages`,
  },
  // Past the role guard, a body without a course and an upload is a 400 (packages.test.ts stores real ones).
  'POST /api/packages': { passedGuard: 400 },
  // The test server has no VAPID keys: past the role guard, 404 says push is not set up (push-notifications.test.ts has keys).
  'GET /api/push/vapid-public-key': { passedGuard: 404 },
  'GET /api/packages/:package': { path: '/api/packages/no-such-package', passedGuard: 404 },
  // Past the role guard, statements need a learner (?userId=): 400.
  'GET /api/packages/statements': { passedGuard: 400 },
  'POST /api/admin/lti/platforms': { passedGuard: 400 },
  'DELETE /api/admin/lti/platforms/:platformId': { path: '/api/admin/lti/platforms/00000000-0000-4000-8000-000000000000', passedGuard: 404 },
  'POST /api/admin/lti/scores/:scoreId/retry': { path: '/api/admin/lti/scores/no-such-score/retry', passedGuard: 404 },
};

let server: TestServer;
const tokens = {} as Record<Persona, string>;

/** The routes the app registers under /api with the roles their guard allows. */
function registeredRoutes(): Map<string, readonly Role[] | 'public'> {
  const routes = new Map<string, readonly Role[] | 'public'>();
  for (const route of server.app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*')) continue;
    const key = `${route.method} ${route.path}`;
    const roles = allowedRolesOf(route.handler);
    if (roles) routes.set(key, roles);
    else if (!routes.has(key)) routes.set(key, 'public');
  }
  return routes;
}

/** The lessons of the courses the publish sample empties (filled before the tests). */
let lessonIdsToRemove: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  const lessons = await selectRows<{ id: string }>(server.db, sql`select id from lessons where course_id in ('c5-python', 'c5-finance')`);
  lessonIdsToRemove = lessons.map((row) => row.id);
  // Rows the admin's destructive samples act on (so they succeed without touching the demo people).
  await server.db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role) values
    ('u5-role-table', '5', 'role-table-a', 'role-table-a@demo.test', 'Role Table A', 'learner'),
    ('u5-role-table-removed', '5', 'role-table-b', 'role-table-b@demo.test', 'Role Table B', 'learner')`);
  await server.db.execute(sql`insert into batch_members (id, organisation_id, batch_id, user_id) values
    ('role-table-move', '5', 'b5-spreadsheets-spring', 'u5-role-table'),
    ('role-table-remove', '5', 'b5-spreadsheets-spring', 'u5-role-table-removed')`);
  await server.db.execute(sql`insert into invitations (id, organisation_id, email, role) values ('role-table-invitation', '5', 'withdrawn@example.test', 'learner')`);
  for (const persona of personaNames) tokens[persona] = await signIn(personas[persona].email);
});
afterAll(() => server?.close());

describe('route × role table', () => {
  it('declares exactly the roles SPEC §6 gives each route, and guards every route', () => {
    expect(Object.fromEntries(registeredRoutes())).toEqual(expected);
  });

  const cases = Object.entries(expected).filter(([, roles]) => roles !== 'public').flatMap(([route, roles]) =>
    personaNames.map((persona) => ({ route, persona, allowed: persona !== 'otherOrg' && (roles as Role[]).includes(persona as Role) })),
  );

  it.each(cases)('$route as $persona → allowed: $allowed', async ({ route, persona, allowed }) => {
    const [method, path] = route.split(' ') as [string, string];
    const sample = samples[route] ?? {};
    const body = typeof sample.body === 'function' ? sample.body(personas[persona].uid) : sample.body;
    const samplePath = typeof sample.path === 'function' ? sample.path(personas[persona].uid) : sample.path;
    const res = await server.app.request(samplePath ?? path, {
      method,
      headers: { ...authHeaders(tokens[persona], personas[persona].org), ...sample.headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (allowed && sample.passedGuard) {
      expect(res.status).toBe(sample.passedGuard);
    } else if (allowed) {
      // Read the body only on failure: the event streams never end by themselves.
      expect(res.status, res.status < 300 ? '' : await res.text()).toBeLessThan(300);
      await res.body?.cancel();
    } else {
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('answers health without a token', async () => {
    const res = await server.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
