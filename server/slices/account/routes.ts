/** `/api/users`: the current user (SPEC §7), and the name and photo the user saved on /update-profile. */
import { Hono } from 'hono';
import { profilePatchSchema } from '../../../contract/profile';
import type { AppDeps, AppEnv } from '../../app-env';
import { ANY_ROLE, requireRole } from '../../auth/roles';
import { throttleWrite } from '../../http/throttle';
import { validate } from '../../http/validate';
import { toCurrentUser, updateOwnProfile } from './members';

/** Routes under `/api/users`. */
export function usersRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/me', requireRole(...ANY_ROLE), (c) => c.json(toCurrentUser(c.get('caller'))))
    .patch('/me', requireRole(...ANY_ROLE), throttleWrite(), validate('json', profilePatchSchema), async (c) => {
      const user = await updateOwnProfile(db, c.get('caller'), c.req.valid('json'));
      // The next request (GET /users/me included) reads the new name, not the cached caller.
      c.set('callerChanged', true);
      return c.json(user);
    });
}
