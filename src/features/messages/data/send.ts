/**
 * Sending a message through the outbox (DESIGN §2.2): the message appears at once, marked local
 * (pending), and the `message.send` intent waits for the network. The server stores it once per
 * message id, so sending again after a refusal or a lost answer never doubles it.
 */
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';
import { failedWrites, retryWrite } from '@/data/sync/writes';
import type { ChatTarget } from './target';

/** The sender as the message shows them. */
export interface Sender {
  id: string;
  name: string | null;
}

/** Queues `body` for the thread; resolves to the new message's id. */
export async function sendMessage(target: ChatTarget, body: string, sender: Sender, now = new Date()): Promise<string> {
  const messageId = crypto.randomUUID();
  const sentAt = now.toISOString();
  const text = body.trim();
  const where = target.kind === 'room' ? { roomId: target.id } : { conversationId: target.id };
  await enqueue('message.send', { messageId, ...where, body: text, sentAt }, {
    tables: [db.messages],
    applyLocally: () => db.messages.add({
      id: messageId, roomId: where.roomId ?? null, conversationId: where.conversationId ?? null,
      senderId: sender.id, senderName: sender.name, body: text, sentAt, local: true,
    }),
  });
  return messageId;
}

// A refused message stays on the device, marked failed from its outbox row: nothing to undo or redo.
const messageSendIntent = declareIntent('message.send', { tables: () => [db.messages] });

/** Sends a refused message again (same id: the server keeps one copy at most). */
export async function retryMessage(messageId: string): Promise<void> {
  for (const write of await failedWrites('message.send', { messageId })) await retryWrite(write.seq);
}

/** The intents of chat, for the app's list (src/app/intents.ts). */
export const messageIntents = intentGroup(messageSendIntent);
