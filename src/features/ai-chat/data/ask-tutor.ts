/**
 * Asking the tutor: one `ai.ask` intent in the outbox with the question shown at once (pending);
 * a retry re-sends the same message id, so the server charges it once. A refused question (no
 * credit left, too old) is shown as failed.
 */
import type { AiChatMessage } from '@contract/api';
import { db } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { registerRollback } from '@/data/sync/rollbacks';

registerRollback('ai.ask', {
  tables: () => [db.aiMessages],
  undo: async (args) => {
    await db.aiMessages.update(args.messageId, { error: true, pending: false });
  },
});

function timestamp(date: Date): AiChatMessage['message']['timestamp'] {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

async function send(messageId: string, body: string, day: string, sentAt: Date): Promise<void> {
  await enqueue(
    'ai.ask',
    { messageId, body, day, sentAt: sentAt.toISOString() },
    {
      tables: [db.aiMessages],
      applyLocally: async () => {
        // A retry replaces the refused intent of the same question (the queue keeps failed rows for review).
        await db.outbox.where('name').equals('ai.ask').filter((row) => row.status === 'failed' && (row.args as { messageId: string }).messageId === messageId).delete();
        await db.aiMessages.put({ id: messageId, day, sender: 'user', pending: true, message: { body, type: 'text', timestamp: timestamp(sentAt) } });
      },
    },
  );
}

/** Queues a new question for today's day collection `day`; resolves to its message id. */
export async function askTutor(body: string, day: string, now = new Date()): Promise<string> {
  const messageId = crypto.randomUUID();
  await send(messageId, body.trim(), day, now);
  return messageId;
}

/** Sends a failed question again under the same message id (charged once). */
export async function retryQuestion(message: AiChatMessage & { day: string }): Promise<void> {
  const { seconds, nanoseconds } = message.message.timestamp;
  await send(message.id, message.message.body, message.day, new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)));
}
