/** The AI tutor's write intent and the day collections its messages live in (SPEC §7). */
import { z } from 'zod';
import { clientDateTime, withSample } from './fields';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const aiAskArgs = z.strictObject({
  messageId: z.uuid(),
  body: z.string().trim().min(1).max(4000),
  /** The day collection the question belongs to (see `dayCollection`). */
  day,
  sentAt: clientDateTime,
});

/**
 * The day collection of a date in the device's time zone, `YYYY-MM-DD`, as used by AI chat
 * (`aiChatMessages/USER_ID_{id}/{day}/UserMessages`).
 */
export function dayCollection(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(aiAskArgs, () => ({ messageId: crypto.randomUUID(), body: 'What is a range?', day: new Date().toISOString().slice(0, 10), sentAt: new Date().toISOString() }));

/** The write intents of the tutor, by name, with their args' schemas (spread into contract/intents.ts). */
export const aiChatIntentArgs = {
  'ai.ask': aiAskArgs,
} as const;
