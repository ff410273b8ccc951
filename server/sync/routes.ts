/**
 * `/api/sync`: push the outbox and pull changes (DESIGN §2, contract/sync.ts), and the pull hint
 * stream (contract/live.ts); every role syncs. Push is generic: what an intent announces live, its
 * handler publishes after the commit; the route only sends the organisation's pull hint when the
 * push applied something.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PULL_HINT_EVENT } from '../../contract/live';
import { pullQuerySchema, pushRequestSchema } from '../../contract/sync';
import type { AppDeps, AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { liveStream } from '../http/live-stream';
import { chargeWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { pullHintTopic } from '../live/topics';
import { packPullAnswer } from './pack';
import { pullChanges } from './pull';
import { logLossInPush, logLostWrites } from './lost-writes';
import { pushMutations, type PushServices } from './push';

/** A mutation's `args`, left to push: it checks (and rejects) each mutation on its own. */
const mutationArgs = (path: string[]) => path.length === 3 && path[0] === 'mutations' && path[2] === 'args';

const eventsQuery = z.strictObject({ clientId: z.uuid().optional() });

/** Routes under `/api/sync`. */
export function syncRoutes({ db, limits, live }: Pick<AppDeps, 'db' | 'limits' | 'live'>, services: PushServices) {
  return new Hono<AppEnv>()
    .post('/push', requireRole(...ANY_ROLE), validate('json', pushRequestSchema, { skip: mutationArgs }), async (c) => {
      const request = c.req.valid('json');
      const messages = request.mutations.filter((m) => m.name === 'message.send').length;
      // One push is one write; each chat message in it also counts as a message.
      await chargeWrite(c, messages);
      const answer = await pushMutations(db, c.get('caller'), request, { ...services, log: c.get('log') });
      logLossInPush(c.get('log'), c.get('caller'), request, answer);
      if (answer.results.some((r) => r.status === 'applied')) void live.publish(pullHintTopic(c.get('caller').organisationId), request.clientId);
      return c.json(answer);
    })
    .get('/pull', requireRole(...ANY_ROLE), validate('query', pullQuerySchema), async (c) => {
      const { acked, pack, ...query } = c.req.valid('query');
      const answer = packPullAnswer(await pullChanges(db, c.get('caller'), query, limits.pullPageRows), pack);
      if (acked !== undefined) logLostWrites(c.get('log'), c.get('caller'), { clientId: query.clientId, serverLast: answer.lastMutationId, clientLast: Number(acked), seenIn: 'pull' });
      return c.json(answer);
    })
    .get('/events', requireRole(...ANY_ROLE), validate('query', eventsQuery), (c) => {
      const { clientId } = c.req.valid('query');
      // The device that pushed pulls right after its own push; only the others need the hint.
      return liveStream(c, {
        catchUp: false,
        subscribe: (wake) => live.subscribe(pullHintTopic(c.get('caller').organisationId), (pusher) => {
          if (pusher === undefined || pusher !== clientId) wake();
        }),
        flush: async (send) => {
          await send({ event: PULL_HINT_EVENT, data: '' });
          return false;
        },
      });
    });
}
