/** `/api/ai-chat`: the AI tutor's chat history (SPEC §7) and the live day document (SSE). */
import { Hono } from 'hono';
import { AI_CHAT_DOCUMENT_EVENT, aiChatMessagesRequestSchema, aiChatStreamQuerySchema } from '../../../contract/api';
import type { AppDeps, AppEnv } from '../../app-env';
import { ANY_ROLE, requireRole } from '../../auth/roles';
import { liveStream } from '../../http/live-stream';
import { rateLimit, type RateLimiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { dayDocumentTopic } from '../../live/topics';
import { dayDocument, listAiChatMessages } from './ai-chat';

/** Routes under `/api/ai-chat`. */
export function aiChatRoutes(deps: Pick<AppDeps, 'db' | 'limits' | 'live'>, limiter: RateLimiter) {
  const perUser = rateLimit(limiter, deps.limits.aiChat, (c) => `ai:user:${c.get('caller').id}`);
  return new Hono<AppEnv>()
    .post(
      '/messages',
      requireRole(...ANY_ROLE),
      perUser,
      validate('json', aiChatMessagesRequestSchema),
      async (c) => c.json(await listAiChatMessages(deps.db, c.get('caller'), c.req.valid('json'))),
    )
    .get('/stream', requireRole(...ANY_ROLE), perUser, validate('query', aiChatStreamQuerySchema), (c) => {
      const caller = c.get('caller');
      const { day } = c.req.valid('query');
      return liveStream(c, {
        subscribe: (wake) => deps.live.subscribe(dayDocumentTopic({ organisationId: caller.organisationId, userId: caller.id, day }), wake),
        async flush(send) {
          const messages = await dayDocument(deps.db, caller, day);
          await send({ event: AI_CHAT_DOCUMENT_EVENT, data: JSON.stringify({ messages }) });
          return false;
        },
      });
    });
}
