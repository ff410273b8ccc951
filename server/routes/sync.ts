/** `/api/sync`: push the outbox and pull changes (DESIGN §2, contract/sync.ts); every role syncs. */
import { Hono } from 'hono';
import { pullQuerySchema, pushRequestSchema } from '../../contract/sync';
import type { AppDeps, AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { chargeWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { publishChat } from '../services/chat/hub';
import { pullChanges } from '../services/sync/pull';
import { pushMutations, type PushServices } from '../services/sync/push';

/** A mutation's `args`, left to push: it checks (and rejects) each mutation on its own. */
const mutationArgs = (path: string[]) => path.length === 3 && path[0] === 'mutations' && path[2] === 'args';

/** Routes under `/api/sync`. */
export function syncRoutes({ db, limits }: Pick<AppDeps, 'db' | 'limits'>, services: PushServices = {}) {
  return new Hono<AppEnv>()
    .post('/push', requireRole(...ANY_ROLE), validate('json', pushRequestSchema, { skip: mutationArgs }), async (c) => {
      const request = c.req.valid('json');
      const sent = new Set(request.mutations.filter((m) => m.name === 'message.send').map((m) => m.id));
      // One push is one write; each chat message in it also counts as a message.
      await chargeWrite(c, sent.size);
      const answer = await pushMutations(db, c.get('caller'), request, { ...services, log: c.get('log') });
      // Live chat: wake the organisation's streams once the messages have committed.
      if (answer.results.some((r) => r.status === 'applied' && sent.has(r.id))) publishChat(c.get('caller').organisationId);
      return c.json(answer);
    })
    .get('/pull', requireRole(...ANY_ROLE), validate('query', pullQuerySchema), async (c) =>
      c.json(await pullChanges(db, c.get('caller'), c.req.valid('query'), limits.pullPageRows)),
    );
}
