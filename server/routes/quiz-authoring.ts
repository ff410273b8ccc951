/**
 * `/api/admin/quizzes`: authoring quizzes (issue 18; admin only, SPEC §6): read a quiz's current or
 * an earlier published version with its key, preview a regrade, publish a new version (409 with the
 * server's version when the author started from an older one).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { publishQuizRequestSchema, quizContentSchema } from '../../contract/quiz-authoring';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/roles';
import { HttpError, statusTitle } from '../http/problem';
import { throttleWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { publishQuiz, regradeSummary, StaleQuizVersion } from '../services/quizzes/publish';
import { readQuizVersion } from '../services/quizzes/versions';
import { idParam } from './params';

const admin = () => requireRole('admin');
const quizParam = validate('param', z.strictObject({ quizId: idParam }));

/** Routes under `/api/admin/quizzes`. */
export function quizAuthoringRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/:quizId', admin(), quizParam, async (c) => {
      const version = await readQuizVersion(db, c.get('caller').organisationId, c.req.valid('param').quizId);
      if (!version) throw new HttpError(404, 'This quiz was not found.');
      return c.json(version);
    })
    .get('/:quizId/versions/:version', admin(), validate('param', z.strictObject({ quizId: idParam, version: z.coerce.number().int().min(1).max(2_147_483_647) })), async (c) => {
      const { quizId, version: number } = c.req.valid('param');
      const version = await readQuizVersion(db, c.get('caller').organisationId, quizId, number);
      if (!version) throw new HttpError(404, `Version ${number} of this quiz was not found.`);
      return c.json(version);
    })
    .post('/:quizId/regrade-preview', admin(), quizParam, validate('json', z.strictObject({ content: quizContentSchema })), async (c) =>
      c.json(await regradeSummary(db, c.get('caller'), c.req.valid('param').quizId, c.req.valid('json').content)),
    )
    .post('/:quizId/publish', admin(), throttleWrite(), quizParam, validate('json', publishQuizRequestSchema), async (c) => {
      try {
        return c.json(await publishQuiz(db, c.get('caller'), c.req.valid('param').quizId, c.req.valid('json')));
      } catch (error) {
        if (!(error instanceof StaleQuizVersion)) throw error;
        const body = { type: 'about:blank', title: statusTitle(409), status: 409, detail: error.message, instance: c.req.path, server: error.server };
        return c.body(JSON.stringify(body), 409, { 'content-type': 'application/problem+json' });
      }
    });
}
