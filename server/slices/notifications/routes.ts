/** `/api/push` (issue 53): the VAPID public key a device subscribes with (its subscription itself is the `pushSubscription.save` intent). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ANY_ROLE, requireRole } from '../../auth/roles';
import { refuse } from '../../http/problem';

export function pushRoutes({ vapid }: Pick<AppDeps, 'vapid'>) {
  return new Hono<AppEnv>().get('/vapid-public-key', requireRole(...ANY_ROLE), (c) => {
    if (!vapid) throw refuse(404, 'push-not-set-up');
    return c.json({ publicKey: vapid.publicKey });
  });
}
