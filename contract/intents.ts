/**
 * Every write intent a client can queue, by name, with the schema of its args (CONVENTIONS §14).
 * A new intent is one entry in its area's group (e.g. `teachingIntentArgs` in contract/teaching.ts),
 * and a new area one spread here; the server's handler map (server/slices/intents.ts)
 * and the client's intent map (src/app/intents.ts) are typed over these names, so a missing handler
 * or a missing client declaration does not compile.
 */
import { z } from 'zod';
import { adminIntentArgs } from './admin';
import { aiChatIntentArgs } from './ai-chat';
import { chatIntentArgs } from './chat';
import { draftIntentArgs } from './drafts';
import { packageIntentArgs } from './packages';
import { notificationIntentArgs } from './notifications';
import { practiceIntentArgs } from './practice';
import { profileIntentArgs } from './profile';
import { progressIntentArgs } from './progress';
import { quizIntentArgs } from './quizzes';
import { teachingIntentArgs } from './teaching';
import { jsonBytes, MAX_WRITE_BYTES } from './wire';

/** Every intent's args schema, by name: one group per contract area (a new intent of an area is listed there). */
export const intentArgs = {
  ...progressIntentArgs,
  ...quizIntentArgs,
  ...practiceIntentArgs,
  ...chatIntentArgs,
  ...aiChatIntentArgs,
  ...teachingIntentArgs,
  ...adminIntentArgs,
  ...draftIntentArgs,
  ...profileIntentArgs,
  ...packageIntentArgs,
  ...notificationIntentArgs,
} as const;

/** The name of a write intent. */
export type IntentName = keyof typeof intentArgs;
/** The args of intent `N`, as the client queues them and the server's handler receives them. */
export type IntentArgs<N extends IntentName> = z.infer<(typeof intentArgs)[N]>;

const mutationId = z.int32().min(1);

function mutationOf(name: IntentName) {
  return z.strictObject({ id: mutationId, name: z.literal(name), args: intentArgs[name] });
}

/** One queued intent of any name. */
export type Mutation = { [N in IntentName]: { id: number; name: N; args: IntentArgs<N> } }[IntentName];

const [first, ...rest] = (Object.keys(intentArgs) as IntentName[]).map(mutationOf);

/**
 * One queued intent: `{id, name, args}`, its args checked against its intent's schema, and no heavier
 * than `MAX_WRITE_BYTES` as JSON, so that it always fits a push alone.
 */
export const mutationSchema = z
  .discriminatedUnion('name', [first!, ...rest])
  .refine((mutation) => jsonBytes(mutation) <= MAX_WRITE_BYTES, `is too large to send (more than ${Math.floor(MAX_WRITE_BYTES / 1_000_000)} MB)`) as z.ZodType<Mutation>;
