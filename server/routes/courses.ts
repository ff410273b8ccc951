/** `/api/courses`: the organisation's catalogue. Course details, enrolment and progress slot in here. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { listCourses } from '../services/courses';

/** Routes under `/api/courses`. */
export function coursesRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/', requireRole(...ANY_ROLE), async (c) => c.json(await listCourses(deps.db, c.get('caller'))));
}
