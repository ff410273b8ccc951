/**
 * `/api/admin/exercises`: authoring practice exercises (issue 18, item 5; admin only): read an
 * exercise's published content and version, publish the next version (409 with the server's
 * version when the author started from an older one).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { publishExerciseRequestSchema } from '../../contract/exercise-authoring';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/roles';
import { HttpError, statusTitle } from '../http/problem';
import { throttleWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { publishExercise, readExercise, StaleExerciseVersion } from '../services/exercises/publish';
import { idParam } from './params';

const admin = () => requireRole('admin');
const exerciseParam = validate('param', z.strictObject({ exerciseId: idParam }));

/** Routes under `/api/admin/exercises`. */
export function exerciseAuthoringRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/:exerciseId', admin(), exerciseParam, async (c) => {
      const exercise = await readExercise(db, c.get('caller').organisationId, c.req.valid('param').exerciseId);
      if (!exercise) throw new HttpError(404, 'This exercise was not found.');
      return c.json(exercise);
    })
    .post('/:exerciseId/publish', admin(), throttleWrite(), exerciseParam, validate('json', publishExerciseRequestSchema), async (c) => {
      try {
        return c.json(await publishExercise(db, c.get('caller'), c.req.valid('param').exerciseId, c.req.valid('json')));
      } catch (error) {
        if (!(error instanceof StaleExerciseVersion)) throw error;
        const body = { type: 'about:blank', title: statusTitle(409), status: 409, detail: error.message, instance: c.req.path, server: error.server };
        return c.body(JSON.stringify(body), 409, { 'content-type': 'application/problem+json' });
      }
    });
}
