/** `/api/courses`: the organisation's catalogue and one course's details. Enrolment and progress go through sync push. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app-env';
import { ANY_ROLE, requireRole } from '../../auth/roles';
import { validate } from '../../http/validate';
import { getCourseDetails } from './course-details';
import { listCourses } from './courses';
import { idParam } from '../../http/params';

/** Routes under `/api/courses`. */
export function coursesRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/', requireRole(...ANY_ROLE), async (c) => c.json(await listCourses(deps.db, c.get('caller'))))
    .get(
      '/:course',
      requireRole(...ANY_ROLE),
      validate('param', z.strictObject({ course: idParam })),
      async (c) => c.json(await getCourseDetails(deps.db, c.get('caller'), c.req.valid('param').course)),
    );
}
