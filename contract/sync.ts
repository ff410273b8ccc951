/**
 * The sync protocol shared by the page, the service worker and the server (DESIGN §2).
 *
 * Push: the client sends the outbox in order as `{clientId, mutations: [{id, name, args}]}`; ids
 * count up from 1 per client. The server applies the batch in one transaction, exactly once per
 * `(clientId, id)`, and answers per mutation. Pull: the client sends the cursor it holds; the
 * server answers what changed since then, the client's `lastMutationId`, and a new cursor.
 */
import { z } from 'zod';
import { id, isoDateTime } from './fields';
import { MAX_PUSH_BATCH } from './wire';
import type { IntentArgs, IntentName } from './intents';

export { quizAnswer } from './fields';
export * from './practice';
export { conversationRowSchema, messageRowSchema, messageSendArgs, roomRowSchema } from './chat';
export { courseRowSchema, lessonRowSchema, moduleRowSchema } from './catalogue';
export { enrolmentRequestArgs, enrolmentRowSchema, progressRowSchema, progressSetArgs } from './progress';
export { batchMemberRowSchema, batchRowSchema, studentProgressRowSchema } from './batches';
export { quizSubmitArgs } from './quizzes';
export { aiAskArgs, dayCollection } from './ai-chat';
export { intentArgs, mutationSchema, type IntentArgs, type IntentName, type Mutation } from './intents';
export { syncedTables, syncTables, type SyncRow, type SyncTableName } from './tables';

export {
  MAX_PUSH_BATCH,
  MAX_WRITE_BYTES,
  PUSH_BATCH_BYTES,
  PUSH_BODY_BYTES,
  jsonBytes,
  PULL_PAGE_START,
  PACKABLE_TABLES,
  mutationStatuses,
  parsePullResponse,
  parsePushResponse,
  type MutationStatus,
  type PullResponse,
  type PushResponse,
  type SyncRowData,
} from './wire';


/** The name of a write intent (the older name of {@link IntentName}). */
export type MutationName = IntentName;
/** The args of intent `N` (the older name of {@link IntentArgs}). */
export type MutationArgs<N extends MutationName> = IntentArgs<N>;

/**
 * The push envelope. Each mutation is checked against `mutationSchema` on its own, so that one
 * malformed intent is answered `rejected` instead of refusing (and so blocking) the whole queue.
 */
export const pushRequestSchema = z.strictObject({
  clientId: z.uuid(),
  mutations: z
    .array(z.strictObject({ id: z.int32().min(1), name: z.string().max(64), args: z.unknown() }))
    .min(1)
    .max(MAX_PUSH_BATCH),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const pullQuerySchema = z.strictObject({
  clientId: z.uuid(),
  cursor: z.string().regex(/^\d+$/).optional(),
  /** Paged pull (see `PULL_PAGE_START`): `start`, or the `page` token of the previous answer. */
  page: z.string().min(1).max(1000).optional(),
  /** The highest id this device saw acknowledged: above the server's count, the server lost writes (logged). */
  acked: z.string().regex(/^\d{1,10}$/).optional(),
  /**
   * The tables this device reads packed, comma-separated (issue 55 item 5; `PACKABLE_TABLES`): those
   * come packed, every other table as rows; a name this server does not pack is ignored.
   */
  pack: z.string().max(500).regex(/^[A-Za-z]+(,[A-Za-z]+)*$/).optional(),
});

/** One entry of the admin's audit of pushed mutations (`GET /api/admin/sync-log`). */
export const syncLogEntrySchema = z.object({
  clientId: z.string(),
  mutationId: z.number().int(),
  userId: z.string(),
  name: z.string(),
  status: z.enum(['applied', 'rejected']),
  reason: z.string().nullable(),
  appliedAt: isoDateTime,
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;
export const syncLogQuerySchema = z.strictObject({ userId: id });
