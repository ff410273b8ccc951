/**
 * Asking the tutor: one `ai.ask` intent in the outbox with the question shown at once (pending);
 * a retry re-sends the same message id, so the server charges it once. A refused question (no
 * credit left, too old) is shown as failed.
 */
import type { AiChatMessage } from '@contract/api';
import type { IntentArgs } from '@contract/sync';
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';
import { failedWrites, retryWrite } from '@/data/sync/writes';

function timestamp(date: Date): AiChatMessage['message']['timestamp'] {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

/** The question shown at once, pending until the day document holds it. */
function showPending({ messageId, body, day, sentAt }: IntentArgs<'ai.ask'>) {
  return db.aiMessages.put({ id: messageId, day, sender: 'user', pending: true, message: { body, type: 'text', timestamp: timestamp(new Date(sentAt)) } });
}

const aiAskIntent = declareIntent('ai.ask', {
  tables: () => [db.aiMessages],
  reapply: showPending,
  rollback: (args) => db.aiMessages.update(args.messageId, { error: true, pending: false }),
});

async function send(messageId: string, body: string, day: string, sentAt: Date): Promise<void> {
  const args = { messageId, body, day, sentAt: sentAt.toISOString() };
  await enqueue('ai.ask', args, { tables: [db.aiMessages], applyLocally: () => showPending(args) });
}

/** Queues a new question for today's day collection `day`; resolves to its message id. */
export async function askTutor(body: string, day: string, now = new Date()): Promise<string> {
  const messageId = crypto.randomUUID();
  await send(messageId, body.trim(), day, now);
  return messageId;
}

/**
 * Sends a failed question again under the same message id (charged once): its refused write when the
 * outbox holds one, else (the answer failed, not the write) as a new question.
 */
export async function retryQuestion(message: AiChatMessage & { day: string }): Promise<void> {
  const refused = await failedWrites('ai.ask', { messageId: message.id });
  if (refused.length > 0) {
    for (const write of refused) await retryWrite(write.seq);
    return;
  }
  const { seconds, nanoseconds } = message.message.timestamp;
  await send(message.id, message.message.body, message.day, new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)));
}

/** The intents of the tutor, for the app's list (src/app/intents.ts). */
export const aiChatIntents = intentGroup(aiAskIntent);
