/** `/api/teacher`: the teacher dashboard (SPEC §6: teacher only), and quiz results (teacher of the batch, admin). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireRole } from '../../auth/roles';
import { validate } from '../../http/validate';
import { listTeacherBatches } from '../people/batches';
import { listQuizResults } from '../quizzes/results';
import { idParam } from '../../http/params';

/** Routes under `/api/teacher`. */
export function teacherRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/batches', requireRole('teacher'), async (c) => c.json(await listTeacherBatches(deps.db, c.get('caller'))))
    .get('/quizzes/:quizId/results', requireRole('teacher', 'admin'), validate('param', z.strictObject({ quizId: idParam })), async (c) =>
      c.json(await listQuizResults(deps.db, c.get('caller'), c.req.valid('param').quizId)),
    );
}
