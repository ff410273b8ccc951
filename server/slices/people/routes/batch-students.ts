/** `/api/batch-students/{enrollment}`: one learner's batch membership (teacher of the batch, admin). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { validate } from '../../../http/validate';
import { getBatchStudent } from '../batch-students';
import { idParam } from '../../../http/params';

/** Routes under `/api/batch-students`. */
export function batchStudentsRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get(
    '/:enrollment',
    requireRole('teacher', 'admin'),
    validate('param', z.strictObject({ enrollment: idParam })),
    async (c) => c.json(await getBatchStudent(deps.db, c.get('caller'), c.req.valid('param').enrollment)),
  );
}
