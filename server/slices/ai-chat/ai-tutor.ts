/**
 * The rules of asking the tutor (DESIGN §5, SPEC §9): a question is stored once per message id,
 * costs one of the day's 10 credits unless it failed, and a retried send is charged once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { dailyCredit, DAILY_AI_CREDIT } from '../../../contract/ai-credit';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { aiChatMessages } from '../../db/schema';
import type { AnswerStore } from '../../ai/tutor';
import { refuse } from '../../http/problem';

const DAY_MS = 86_400_000;

/** The answer's row id: one answer per question, so a re-run overwrites it. */
export const answerId = (messageId: string) => `${messageId}:answer`;

/** Refuses a day collection further than a day from the server's date (no spending another day's credit). */
function checkDay(day: string, now: Date): void {
  const distance = Math.abs(Date.parse(`${day}T12:00:00Z`) - Date.parse(`${now.toISOString().slice(0, 10)}T12:00:00Z`));
  if (!(distance <= DAY_MS)) {
    throw refuse(422, 'tutor-question-old');
  }
}

/**
 * Stores the caller's question `args` unless it is already stored; answers whether the tutor
 * should answer it now (a new question, or a retry of one that failed). Refuses the 11th of a day.
 */
export async function recordQuestion(db: Database, caller: Caller, args: MutationArgs<'ai.ask'>, now = new Date()): Promise<boolean> {
  // One asker at a time per user, so two devices cannot both spend the last credit.
  await db.execute(sql`select id from users where id = ${caller.id} for update`);
  const [existing] = await db.select().from(aiChatMessages).where(eq(aiChatMessages.id, args.messageId));
  if (existing && (existing.userId !== caller.id || existing.organisationId !== caller.organisationId)) {
    throw refuse(409, 'tutor-message-id-taken');
  }
  if (existing && !existing.error) return false;
  checkDay(args.day, now);
  const today = await db
    .select({ sender: aiChatMessages.sender, error: aiChatMessages.error })
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.organisationId, caller.organisationId), eq(aiChatMessages.userId, caller.id), eq(aiChatMessages.day, args.day)));
  if (dailyCredit(today) === 0) {
    throw refuse(429, 'tutor-credit-used', { limit: DAILY_AI_CREDIT });
  }
  if (existing) {
    await db.update(aiChatMessages).set({ error: false }).where(eq(aiChatMessages.id, args.messageId));
  } else {
    await db.insert(aiChatMessages).values({
      id: args.messageId, organisationId: caller.organisationId, userId: caller.id, day: args.day,
      sender: 'user', body: args.body, sentAt: new Date(args.sentAt),
    });
  }
  return true;
}

/** Writes the answer so far to a question (created a millisecond after it, so it sorts after). */
export async function writeAnswer(db: Database, caller: Caller, question: { messageId: string; day: string }, body: string): Promise<void> {
  const [asked] = await db.select({ sentAt: aiChatMessages.sentAt }).from(aiChatMessages).where(eq(aiChatMessages.id, question.messageId));
  const sentAt = new Date((asked?.sentAt ?? new Date()).getTime() + 1);
  await db
    .insert(aiChatMessages)
    .values({ id: answerId(question.messageId), organisationId: caller.organisationId, userId: caller.id, day: question.day, sender: 'assistant', body, sentAt })
    .onConflictDoUpdate({ target: aiChatMessages.id, set: { body, error: false } });
}

/**
 * Marks a question failed (its credit is given back; the learner can retry) and drops its partial
 * answer, in one transaction: a reader never sees the failed question beside an empty answer.
 */
export async function askedQuestionFailed(db: Database, caller: Caller, question: { messageId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(aiChatMessages).set({ error: true }).where(and(eq(aiChatMessages.id, question.messageId), eq(aiChatMessages.userId, caller.id)));
    await tx.delete(aiChatMessages).where(and(eq(aiChatMessages.id, answerId(question.messageId)), eq(aiChatMessages.userId, caller.id)));
  });
}

/** The tutor's store of answers (server/ai/tutor.ts takes it: the infrastructure imports no service). */
export const answerStore: AnswerStore = { write: writeAnswer, failed: askedQuestionFailed };
