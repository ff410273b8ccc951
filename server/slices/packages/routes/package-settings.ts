/**
 * `/api/packages/statements` and `/api/packages/limits` (issue 51): a learner's kept xAPI
 * statements for their teachers and admins (teaching policy `learner.statements`), and an
 * organisation's own package limits with the server's (admins read them; null takes the server's).
 * The limits are set only through the intent `packageLimits.set` (one write path; its admins
 * receive them as the synced table `packageLimits`).
 */
import { Hono } from 'hono';
import { statementsQuerySchema } from '../../../../contract/xapi';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { validate } from '../../../http/validate';
import { ownPackageLimits } from '../organisation-limits';
import { assertMay } from '../../../auth/policy';
import { teachingPolicy } from '../../teaching/policy';
import { readStatements } from '../xapi/statements';

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
    });
}
