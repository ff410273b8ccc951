/** `/api/admin/api-keys`: an admin makes, lists and revokes the organisation's API keys (issue 54). */
import { Hono } from 'hono';
import { z } from 'zod';
import { apiKeyCreateSchema } from '../../../contract/api-keys';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireRole } from '../../auth/roles';
import { throttleWrite } from '../../http/throttle';
import { validate } from '../../http/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

const admin = () => requireRole('admin');

/** Routes under `/api/admin/api-keys` (closed to keys themselves: server/auth/api-key-scopes.ts). */
export function apiKeysRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/', admin(), async (c) => c.json(await listApiKeys(db, c.get('caller'))))
    .post('/', admin(), throttleWrite(), validate('json', apiKeyCreateSchema), async (c) => c.json(await createApiKey(db, c.get('caller'), c.req.valid('json')), 201))
    .delete('/:keyId', admin(), throttleWrite(), validate('param', z.strictObject({ keyId: z.uuid() })), async (c) => {
      await revokeApiKey(db, c.get('caller'), c.req.valid('param').keyId);
      return c.body(null, 204);
    });
}
