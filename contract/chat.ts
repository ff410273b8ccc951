/**
 * The chat REST contract (issue 8): people one may talk to, starting a conversation, admin-made
 * rooms and pages of older messages. Live messages come from `GET /api/chat/stream` (SSE); each
 * event's data is a `messageRowSchema` row (below) and its id the server version. The rows pull
 * sends are here too.
 */
import { z } from 'zod';
import { clientDateTime, id, isoDateTime, nullableText, withSample } from './fields';
import { roles } from './wire';

/** Someone the caller shares a batch with (`GET /api/chat/people`). */
export const chatPersonSchema = z.object({ id: z.string(), name: z.string().nullable(), role: z.enum(roles) });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** `POST /api/chat/conversations`: find or start the one-to-one conversation with a person. */
export const startConversationRequestSchema = z.strictObject({ withUserId: z.string().min(1).max(128) });

/** `POST /api/chat/rooms` (admin): a room with its members. */
export const createRoomRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(500).optional(),
  memberIds: z.array(z.string().min(1).max(128)).max(1000).default([]),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** The page size of message history. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * `GET /api/chat/{rooms|conversations}/:id/messages?before=&beforeId=&limit=`: one page of history,
 * newest first, in (sentAt, id) order. The cursor is the oldest message held: `before` its sentAt
 * and `beforeId` its id, so messages sharing a timestamp are neither skipped nor repeated. A
 * `before` alone (older clients) means every message sent strictly before it.
 */
export const messagesPageQuerySchema = z
  .strictObject({
    before: clientDateTime.optional(),
    beforeId: id.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
  })
  .refine((q) => q.beforeId === undefined || q.before !== undefined, { path: ['beforeId'], message: 'needs before (the sentAt of that message)' });

/** Where a history page starts: below the message (sentAt, id), or below a bare time. */
export interface MessageCursor {
  before: string;
  beforeId?: string;
}

/** The SSE event name of a chat message. */
export const CHAT_MESSAGE_EVENT = 'message';

/** A chat room the caller belongs to: a batch's room (its learners and teacher) or one an admin made. */
export const roomRowSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  courseId: nullableText,
  batchId: nullableText,
  createdAt: isoDateTime,
});
/** A one-to-one conversation of the caller; `withUserId`/`withName` name the other person. */
export const conversationRowSchema = z.object({
  id,
  title: nullableText,
  withUserId: nullableText,
  withName: nullableText,
  createdAt: isoDateTime,
});
/**
 * A chat message in exactly one room or one conversation; id = the sender's UUID. Pull sends the
 * newest 50 of each; older ones come by page (`GET /api/chat/rooms/:id/messages?before=`).
 */
export const messageRowSchema = z.object({
  id,
  roomId: nullableText,
  conversationId: nullableText,
  senderId: id,
  senderName: nullableText,
  body: z.string(),
  sentAt: isoDateTime,
});

/** `message.send`: a chat message to exactly one room or one conversation. */
export const messageSendArgs = z
  .strictObject({
    messageId: z.uuid(),
    roomId: id.optional(),
    conversationId: id.optional(),
    body: z.string().trim().min(1).max(4000),
    sentAt: clientDateTime,
  })
  .refine((m) => Boolean(m.roomId) !== Boolean(m.conversationId), 'exactly one of roomId and conversationId');

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(messageSendArgs, () => ({ messageId: crypto.randomUUID(), roomId: 'r5-general', body: 'Hello', sentAt: new Date().toISOString() }));

/** The write intents of chat, by name, with their args' schemas (spread into contract/intents.ts). */
export const chatIntentArgs = {
  'message.send': messageSendArgs,
} as const;
