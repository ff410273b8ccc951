/**
 * `/api/admin`: the admin dashboard's reads (SPEC §6: admin only): batches, users, settings, the sync
 * audit. Batches are created and filled in one place only: `POST /api/admin/manage/batches`
 * (slices/people/routes/people.ts) and the `batchMember.*` intents, with their rules and audit.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { organisationSettingsPatchSchema } from '../../../../contract/api';
import { syncLogQuerySchema } from '../../../../contract/sync';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import { activityCounts } from '../../admin-courses/activity-counts';
import { listAllBatches } from '../batches';
import { listEnrolmentRequests } from '../../admin-courses/enrolment-requests';
import { getOrganisation, listUsers, updateOrganisation } from '../organisation';
import { readLearnerRecord } from '../learner-record';
import { listSyncLog } from '../../../sync/log';
import { idParam } from '../../../http/params';

const admin = () => requireRole('admin');

/** Routes under `/api/admin`. */
export function adminRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/batches', admin(), async (c) => c.json(await listAllBatches(db, c.get('caller'))))
    .get('/enrolment-requests', admin(), async (c) => c.json(await listEnrolmentRequests(db, c.get('caller'))))
    .get('/activity-counts', admin(), async (c) => c.json(await activityCounts(db, c.get('caller'))))
    .get('/users', admin(), async (c) => c.json(await listUsers(db, c.get('caller'))))
    .get('/learners/:userId/record', admin(), validate('param', z.strictObject({ userId: idParam })), async (c) =>
      c.json(await readLearnerRecord(db, c.get('caller'), c.req.valid('param').userId)),
    )
    .get('/organisation', admin(), async (c) => c.json(await getOrganisation(db, c.get('caller'))))
    .patch('/organisation', admin(), throttleWrite(), validate('json', organisationSettingsPatchSchema), async (c) =>
      c.json(await updateOrganisation(db, c.get('caller'), c.req.valid('json'))),
    )
    .get('/sync-log', admin(), validate('query', syncLogQuerySchema), async (c) =>
      c.json(await listSyncLog(db, c.get('caller'), c.req.valid('query').userId)),
    );
}
