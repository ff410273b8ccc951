/** `/api/users`: the current user (SPEC §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { toCurrentUser } from '../services/members';

/** Routes under `/api/users`. */
export function usersRoutes() {
  return new Hono<AppEnv>().get('/me', requireRole(...ANY_ROLE), (c) => c.json(toCurrentUser(c.get('caller'))));
}
