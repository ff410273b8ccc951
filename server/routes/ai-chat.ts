/** `/api/ai-chat`: the AI tutor's chat history (SPEC §7). */
import { Hono } from 'hono';
import { aiChatMessagesRequestSchema } from '../../contract/api';
import type { AppDeps, AppEnv } from '../app-env';
import { ANY_ROLE, requireRole } from '../auth/roles';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { listAiChatMessages } from '../services/ai-chat';

/** Routes under `/api/ai-chat`. */
export function aiChatRoutes(deps: Pick<AppDeps, 'db' | 'limits'>) {
  const perUser = rateLimit(deps.limits.aiChat, (c) => `ai:${c.get('caller').id}`);
  return new Hono<AppEnv>().post(
    '/messages',
    requireRole(...ANY_ROLE),
    perUser,
    validate('json', aiChatMessagesRequestSchema),
    async (c) => c.json(await listAiChatMessages(deps.db, c.get('caller'), c.req.valid('json'))),
  );
}
