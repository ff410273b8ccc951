/**
 * `quizExtension.grant` and what it changes: a learner's effective due date is the latest of the
 * quiz's and their extensions' (an extension never shortens it), and their attempts allowed are the
 * quiz's plus every extension's extra attempts. Ids are the client's UUIDs, so a replayed grant is
 * applied once.
 */
import { eq, sql } from 'drizzle-orm';
import { refusalEnglish, type Refusal } from '../../../contract/refusals';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { quizExtensions } from '../../db/schema';
import { refuse } from '../../http/problem';
import { assertMay } from '../../auth/policy';
import { teachingPolicy } from './policy';

/** Stores the extension, or refuses it (403 not the learner's teacher, 409 id taken, 422 a due date not later). */
export async function grantQuizExtension(db: Database, caller: Caller, args: MutationArgs<'quizExtension.grant'>): Promise<void> {
  await assertMay(teachingPolicy, db, caller, 'quiz.extend', args);
  const [existing] = await db.select({ grantedBy: quizExtensions.grantedBy }).from(quizExtensions).where(eq(quizExtensions.id, args.extensionId));
  if (existing) {
    if (existing.grantedBy === caller.id) return;
    throw refuse(409, 'extension-id-taken');
  }
  if (args.dueAt !== null) {
    const { dueAt } = await allowanceOf(db, caller.organisationId, args.userId, args.quizId);
    if (dueAt !== null && Date.parse(args.dueAt) <= dueAt.getTime()) {
      throw refuse(422, 'extension-not-later');
    }
  }
  await db.insert(quizExtensions).values({
    id: args.extensionId,
    organisationId: caller.organisationId,
    quizId: args.quizId,
    userId: args.userId,
    dueAt: args.dueAt === null ? null : new Date(args.dueAt),
    extraAttempts: args.extraAttempts,
    grantedBy: caller.id,
  });
}

/** What one learner may do on one quiz after their extensions. */
export interface QuizAllowance {
  /** The latest of the quiz's due date and the extensions' (null: no deadline). */
  dueAt: Date | null;
  /** Attempts added by extensions. */
  extraAttempts: number;
}

/** The learner's allowance on the quiz: its due date after their extensions, and the attempts they add. */
export async function allowanceOf(db: Database, organisationId: string, userId: string, quizId: string): Promise<QuizAllowance> {
  const [row] = await selectRows<{ dueAt: string | Date | null; quizDueAt: string | Date | null; extra: number | string | null }>(db, sql`
    select max(e.due_at) as "dueAt", (select due_at from quizzes where id = ${quizId}) as "quizDueAt",
      coalesce(sum(e.extra_attempts), 0) as extra
    from quiz_extensions e
    where e.organisation_id = ${organisationId} and e.user_id = ${userId} and e.quiz_id = ${quizId}`);
  return allowanceFrom(row?.quizDueAt ?? null, row?.dueAt ?? null, row?.extra ?? 0);
}

/** The allowance from the quiz's due date, its extensions' latest due date and their extra attempts summed (as read from the database). */
export function allowanceFrom(quizDueAt: string | Date | null, extendedDueAt: string | Date | null, extra: number | string | null): QuizAllowance {
  const base = quizDueAt ? new Date(quizDueAt) : null;
  const extended = extendedDueAt ? new Date(extendedDueAt) : null;
  const dueAt = base === null ? null : extended !== null && extended > base ? extended : base;
  return { dueAt, extraAttempts: Number(extra ?? 0) };
}

/**
 * Why one more attempt is refused, or null: `attemptsAllowed` is the quiz's limit (null: unlimited),
 * `extraAttempts` the learner's extensions', `attemptsMade` their graded attempts so far.
 */
export function attemptLimitRefusal(quizName: string, attemptsAllowed: number | null, extraAttempts: number, attemptsMade: number): Refusal | null {
  if (attemptsAllowed === null) return null;
  const allowed = attemptsAllowed + extraAttempts;
  if (attemptsMade < allowed) return null;
  return { code: 'quiz-attempts-used', params: { quiz: quizName, count: allowed } };
}

/** {@link attemptLimitRefusal} in English. */
export function attemptLimitReason(quizName: string, attemptsAllowed: number | null, extraAttempts: number, attemptsMade: number): string | null {
  const refusal = attemptLimitRefusal(quizName, attemptsAllowed, extraAttempts, attemptsMade);
  return refusal && refusalEnglish(refusal.code, refusal.params);
}
