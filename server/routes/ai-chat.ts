/** `/api/ai-chat`: the AI tutor's chat history (SPEC §7) and the live day document (SSE). */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AI_CHAT_DOCUMENT_EVENT, aiChatMessagesRequestSchema, aiChatStreamQuerySchema } from '../../contract/api';
import type { Tutor } from '../ai/tutor';
import type { AppDeps, AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { rateLimit, type RateLimiter } from '../http/rate-limit';
import { validate } from '../http/validate';
import { dayDocument, listAiChatMessages } from '../services/ai-chat';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Routes under `/api/ai-chat`. */
export function aiChatRoutes(deps: Pick<AppDeps, 'db' | 'limits'>, tutor: Tutor, limiter: RateLimiter) {
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
      return streamSSE(c, async (stream) => {
        let dirty = true;
        let wake: () => void = () => {};
        const unsubscribe = tutor.hub.subscribe({ organisationId: caller.organisationId, userId: caller.id, day }, () => {
          dirty = true;
          wake();
        });
        const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
        stream.onAbort(() => wake());
        try {
          while (!stream.aborted) {
            if (dirty) {
              dirty = false;
              const messages = await dayDocument(deps.db, caller, day);
              await stream.writeSSE({ event: AI_CHAT_DOCUMENT_EVENT, data: JSON.stringify({ messages }) });
            }
            if (!dirty) await new Promise<void>((resolve) => (wake = resolve));
          }
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
        }
      });
    });
}
