/**
 * `/api/packages/statements` and `/api/packages/limits` (issue 51): a learner's kept xAPI
 * statements for their teachers and admins (teaching policy `learner.statements`), and an
 * organisation's own package limits (admins read and set them; null takes the server's).
 */
import { Hono } from 'hono';
import { packageLimitsSchema, statementsQuerySchema } from '../../contract/xapi';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/roles';
import { throttleWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { ownPackageLimits, setPackageLimits } from '../packages/organisation-limits';
import { assertMay } from '../policy/policy';
import { teachingPolicy } from '../policy/teaching';
import { readStatements } from '../services/xapi/statements';

export function packageSettingsRoutes(deps: Pick<AppDeps, 'db' | 'env'>) {
  const server = { maxBytes: deps.env.PACKAGE_MAX_BYTES, maxCount: deps.env.PACKAGES_PER_ORGANISATION };
  return new Hono<AppEnv>()
    .get('/statements', requireRole('teacher', 'admin'), validate('query', statementsQuerySchema), async (c) => {
      const caller = c.get('caller');
      const { userId, lessonId } = c.req.valid('query');
      await assertMay(teachingPolicy, deps.db, caller, 'learner.statements', { userId });
      return c.json({ statements: await readStatements(deps.db, caller, userId, lessonId) });
    })
    .get('/limits', requireRole('admin'), async (c) => {
      const own = await ownPackageLimits(deps.db, c.get('caller').organisationId);
      return c.json({ own, server });
    })
    .put('/limits', requireRole('admin'), throttleWrite(), validate('json', packageLimitsSchema), async (c) => {
      await setPackageLimits(deps.db, c.get('caller').organisationId, c.req.valid('json'));
      return c.json({ own: c.req.valid('json'), server });
    });
}
