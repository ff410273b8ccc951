/** `/api/admin/lti`: an admin registers LTI platforms, reads the tool's URLs and JWKS, and retries failing score posts. */
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ltiPlatformCreateSchema, type LtiFailingScore, type LtiOverview } from '../../../../contract/lti';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import type { Database } from '../../../db/client';
import { ltiPlatforms, ltiScoreQueue, ltiUsers, users } from '../../../db/schema';
import { refuse } from '../../../http/problem';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import { listPlatforms, registerPlatform, removePlatform } from '../lti-platforms';
import { retryScore } from '../../../lti/score-queue';
import { toolKey } from '../../../lti/tool-key';
import { ltiToolUrls } from '../../../lti/urls';

const admin = () => requireRole('admin');

/** Score posts of the organisation that failed at least once and are not posted, newest first. */
async function failingScores(db: Database, organisationId: string): Promise<LtiFailingScore[]> {
  const rows = await db
    .select({ id: ltiScoreQueue.id, platformName: ltiPlatforms.name, attemptId: ltiScoreQueue.attemptId, learner: users.displayName, email: users.email, status: ltiScoreQueue.status, tries: ltiScoreQueue.tries, lastError: ltiScoreQueue.lastError, nextTryAt: ltiScoreQueue.nextTryAt })
    .from(ltiScoreQueue)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiScoreQueue.platformId))
    .leftJoin(ltiUsers, sql`${ltiUsers.platformId} = ${ltiScoreQueue.platformId} and ${ltiUsers.sub} = ${ltiScoreQueue.platformUserId}`)
    .leftJoin(users, eq(users.id, ltiUsers.userId))
    .where(sql`${ltiScoreQueue.organisationId} = ${organisationId} and ${ltiScoreQueue.status} <> 'posted' and ${ltiScoreQueue.lastError} is not null`)
    .orderBy(desc(ltiScoreQueue.createdAt))
    .limit(200);
  return rows.map(({ email, ...row }) => ({ ...row, learner: row.learner ?? email, status: row.status as LtiFailingScore['status'], nextTryAt: row.nextTryAt.toISOString() }));
}

/** Routes under `/api/admin/lti`. */
export function adminLtiRoutes({ db, env }: Pick<AppDeps, 'db' | 'env'>) {
  return new Hono<AppEnv>()
    .get('/', admin(), async (c) => {
      const organisationId = c.get('caller').organisationId;
      const overview: LtiOverview = {
        tool: ltiToolUrls(env.PUBLIC_URL ?? new URL(c.req.url).origin),
        jwks: { keys: [(await toolKey(db, env.LTI_PRIVATE_KEY)).publicJwk] },
        platforms: await listPlatforms(db, organisationId),
        failingScores: await failingScores(db, organisationId),
      };
      return c.json(overview);
    })
    .post('/platforms', admin(), throttleWrite(), validate('json', ltiPlatformCreateSchema), async (c) => c.json(await registerPlatform(db, c.get('caller'), c.req.valid('json')), 201))
    .delete('/platforms/:platformId', admin(), throttleWrite(), validate('param', z.strictObject({ platformId: z.uuid() })), async (c) => {
      await removePlatform(db, c.get('caller'), c.req.valid('param').platformId);
      return c.body(null, 204);
    })
    .post('/scores/:scoreId/retry', admin(), throttleWrite(), validate('param', z.strictObject({ scoreId: z.string().min(1).max(80) })), async (c) => {
      if (!(await retryScore(db, c.get('caller').organisationId, c.req.valid('param').scoreId))) throw refuse(404, 'lti-score-missing');
      return c.body(null, 204);
    });
}
