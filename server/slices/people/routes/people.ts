/**
 * `/api/admin` routes of people, invitations, batch administration, bulk import and the audit
 * trail (issue 17, items 1–3 and 8). Admin only; every write is audited in its transaction.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { importRequestSchema } from '../../../../contract/people-import';
import { auditQuerySchema, batchCreateSchema, batchPatchSchema, inviteRequestSchema, moveMemberSchema, personPatchSchema } from '../../../../contract/people';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import { addMember, createAdminBatch, listAdminBatches, listBatchMembers, moveMember, removeMember, updateAdminBatch } from '../admin-batches';
import { listAudit } from '../audit-log';
import { applyImport, previewImport, undoImport } from '../imports';
import { changeRole, invitePerson, listPeople, setRemoved, withdrawInvitation } from '../invitations';
import { idParam } from '../../../http/params';

const admin = () => requireRole('admin');
const userParam = validate('param', z.strictObject({ userId: idParam }));
const batchParam = validate('param', z.strictObject({ batchId: idParam }));
const enrollmentParam = validate('param', z.strictObject({ enrollment: idParam }));

/** People, invitations, batches and imports under `/api/admin`. */
export function peopleRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/people', admin(), async (c) => c.json(await listPeople(db, c.get('caller'))))
    .post('/invitations', admin(), throttleWrite(), validate('json', inviteRequestSchema), async (c) =>
      c.json(await invitePerson(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .delete('/invitations/:invitationId', admin(), throttleWrite(), validate('param', z.strictObject({ invitationId: idParam })), async (c) => {
      await withdrawInvitation(db, c.get('caller'), c.req.valid('param').invitationId);
      return c.body(null, 204);
    })
    .patch('/people/:userId', admin(), throttleWrite(), userParam, validate('json', personPatchSchema), async (c) => {
      await changeRole(db, c.get('caller'), c.req.valid('param').userId, c.req.valid('json').role);
      return c.body(null, 204);
    })
    .delete('/people/:userId', admin(), throttleWrite(), userParam, async (c) => {
      await setRemoved(db, c.get('caller'), c.req.valid('param').userId, true);
      return c.body(null, 204);
    })
    .post('/people/:userId/restore', admin(), throttleWrite(), userParam, async (c) => {
      await setRemoved(db, c.get('caller'), c.req.valid('param').userId, false);
      return c.body(null, 204);
    })
    .get('/manage/batches', admin(), async (c) => c.json(await listAdminBatches(db, c.get('caller'))))
    .post('/manage/batches', admin(), throttleWrite(), validate('json', batchCreateSchema), async (c) =>
      c.json(await createAdminBatch(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .patch('/manage/batches/:batchId', admin(), throttleWrite(), batchParam, validate('json', batchPatchSchema), async (c) =>
      c.json(await updateAdminBatch(db, c.get('caller'), c.req.valid('param').batchId, c.req.valid('json'))),
    )
    .get('/manage/batches/:batchId/members', admin(), batchParam, async (c) =>
      c.json(await listBatchMembers(db, c.get('caller'), c.req.valid('param').batchId)),
    )
    .post('/manage/batches/:batchId/members', admin(), throttleWrite(), batchParam, validate('json', z.strictObject({ userId: idParam })), async (c) =>
      c.json(await addMember(db, c.get('caller'), c.req.valid('param').batchId, c.req.valid('json').userId), 201),
    )
    .delete('/batch-members/:enrollment', admin(), throttleWrite(), enrollmentParam, async (c) => {
      await removeMember(db, c.get('caller'), c.req.valid('param').enrollment);
      return c.body(null, 204);
    })
    .post('/batch-members/:enrollment/move', admin(), throttleWrite(), enrollmentParam, validate('json', moveMemberSchema), async (c) =>
      c.json(await moveMember(db, c.get('caller'), c.req.valid('param').enrollment, c.req.valid('json').batchId)),
    )
    .post('/imports/preview', admin(), validate('json', importRequestSchema), async (c) => c.json(await previewImport(db, c.get('caller'), c.req.valid('json'))))
    .post('/imports', admin(), throttleWrite(), validate('json', importRequestSchema), async (c) =>
      c.json(await applyImport(db, c.get('caller'), c.req.valid('json'))),
    )
    .post('/imports/:importId/undo', admin(), throttleWrite(), validate('param', z.strictObject({ importId: z.uuid() })), async (c) =>
      c.json(await undoImport(db, c.get('caller'), c.req.valid('param').importId)),
    )
    .get('/audit', admin(), validate('query', auditQuerySchema), async (c) => c.json(await listAudit(db, c.get('caller'), c.req.valid('query'))));
}
