/** `/api/teacher`: the teacher dashboard (SPEC §6: teacher only). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/roles';
import { listTeacherBatches } from '../services/batches';

/** Routes under `/api/teacher`. */
export function teacherRoutes(deps: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/batches', requireRole('teacher'), async (c) =>
    c.json(await listTeacherBatches(deps.db, c.get('caller'))),
  );
}
