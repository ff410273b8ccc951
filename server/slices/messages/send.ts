/**
 * Sending a message (the `message.send` intent): only into a room or conversation the sender
 * belongs to, idempotent on the client's message id so a replayed or retried send is stored once.
 */
import { and, eq } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { refuse } from '../../http/problem';
import { chatPolicy, type ChatTarget } from './policy';
import { assertMay } from '../../auth/policy';

/** Stores the caller's message once; 403 outside their rooms and conversations, 409 for an id taken by someone else. */
export async function sendMessage(db: Database, caller: Caller, args: MutationArgs<'message.send'>): Promise<void> {
  const target: ChatTarget = args.roomId !== undefined ? { roomId: args.roomId } : { conversationId: args.conversationId! };
  await assertMay(chatPolicy, db, caller, 'message.send', target);
  // A device clock ahead of the server must not sort a message after everything said later.
  const sentAt = new Date(Math.min(Date.parse(args.sentAt), Date.now()));
  const inserted = await db.insert(messages).values({
    id: args.messageId, organisationId: caller.organisationId, roomId: args.roomId ?? null,
    conversationId: args.conversationId ?? null, senderId: caller.id, body: args.body, sentAt,
  }).onConflictDoNothing().returning({ id: messages.id });
  if (inserted.length) return;
  const [same] = await db.select({ id: messages.id }).from(messages)
    .where(and(eq(messages.id, args.messageId), eq(messages.senderId, caller.id)));
  if (!same) throw refuse(409, 'chat-message-id-taken');
}
