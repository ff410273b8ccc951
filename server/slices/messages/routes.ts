/**
 * `/api/chat`: rooms and conversations (issue 8). Any signed-in role; every handler is scoped to
 * the caller's organisation and to the rooms and conversations they belong to. Sending goes
 * through the outbox (`message.send`); these routes are the online rest: people, starting a
 * conversation, admin-made rooms, history pages and the live stream.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createRoomRequestSchema, messagesPageQuerySchema, startConversationRequestSchema } from '../../../contract/chat';
import type { AppDeps, AppEnv } from '../../app-env';
import { ANY_ROLE, requireRole } from '../../auth/roles';
import { lastEventId, liveStream } from '../../http/live-stream';
import { throttleWrite } from '../../http/throttle';
import { validate } from '../../http/validate';
import { chatPolicy } from './policy';
import { assertMay } from '../../auth/policy';
import { messagesPage } from './message-rows';
import { listPeople, startConversation } from './people';
import { createRoom } from './rooms';
import { chatStream } from './stream';
import { idParam } from '../../http/params';

const idParams = z.strictObject({ id: idParam });
const streamQuery = z.strictObject({ since: z.string().regex(/^\d{1,15}$/).optional() });

/** Routes under `/api/chat`. */
export function chatRoutes({ db, live }: Pick<AppDeps, 'db' | 'live'>) {
  return new Hono<AppEnv>()
    .get('/people', requireRole(...ANY_ROLE), async (c) => c.json(await listPeople(db, c.get('caller'))))
    .post('/conversations', requireRole(...ANY_ROLE), throttleWrite(), validate('json', startConversationRequestSchema), async (c) =>
      c.json(await startConversation(db, c.get('caller'), c.req.valid('json').withUserId)),
    )
    .post('/rooms', requireRole('admin'), throttleWrite(), validate('json', createRoomRequestSchema), async (c) =>
      c.json(await createRoom(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .get('/rooms/:id/messages', requireRole(...ANY_ROLE), validate('param', idParams), validate('query', messagesPageQuerySchema), async (c) => {
      const target = { roomId: c.req.valid('param').id };
      await assertMay(chatPolicy, db, c.get('caller'), 'message.read', target);
      const { before, beforeId, limit } = c.req.valid('query');
      return c.json(await messagesPage(db, target, before === undefined ? undefined : { before, beforeId }, limit));
    })
    .get('/conversations/:id/messages', requireRole(...ANY_ROLE), validate('param', idParams), validate('query', messagesPageQuerySchema), async (c) => {
      const target = { conversationId: c.req.valid('param').id };
      await assertMay(chatPolicy, db, c.get('caller'), 'message.read', target);
      const { before, beforeId, limit } = c.req.valid('query');
      return c.json(await messagesPage(db, target, before === undefined ? undefined : { before, beforeId }, limit));
    })
    .get('/stream', requireRole(...ANY_ROLE), validate('query', streamQuery), (c) => {
      const header = lastEventId(c);
      const raw = header && /^\d{1,15}$/.test(header) ? header : c.req.valid('query').since;
      return liveStream(c, chatStream(db, live, c.get('caller'), raw === undefined ? undefined : Number(raw)));
    });
}
