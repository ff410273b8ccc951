/**
 * Publishing a quiz (issue 18, item 2; admin only, SPEC §6; the flow: authoring/publish.ts): a new immutable version from the
 * author's content, refused (409, with the server's version) when the quiz has moved on since the
 * version the author started from. Over existing attempts the author chooses: attempts keep their
 * grades (and stay graded on their own version) or are regraded on the new key.
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AttemptPolicy, PublishQuizRequest, PublishQuizResponse, QuizContent, QuizVersion, RegradeSummary } from '../../../../contract/quiz-authoring';
import type { Caller } from '../../../auth/caller';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { quizAttempts, quizQuestions, quizVersions, quizzes } from '../../../db/schema';
import { refuse } from '../../../http/problem';
import { checkCourse, publishVersion, type AuthoringKind } from '../publish';
import { gradeAttempt } from '../../../../contract/quiz-grading';
import { ensureCurrentVersion, keyedQuestions, readQuizVersion, versionId } from './versions';

/** Quizzes for the publish flow. */
export const quizKind: AuthoringKind<QuizVersion> = {
  kind: 'quiz',
  noun: 'quiz',
  current: async (db, id) => (await db.select({ organisationId: quizzes.organisationId, version: quizzes.version }).from(quizzes).where(eq(quizzes.id, id)))[0],
  read: (db, organisationId, id) => readQuizVersion(db, organisationId, id),
};

interface AttemptForRegrade {
  id: string;
  userId: string;
  name: string | null;
  answers: { qstnId: string; answer: string | string[] }[];
  score: number;
  total: number;
  passed: boolean;
}

function attemptsOf(db: Database, caller: Caller, quizId: string): Promise<AttemptForRegrade[]> {
  return selectRows(db, sql`
    select a.id, a.user_id as "userId", u.display_name as name, a.answers, a.score, a.total, a.passed
    from quiz_attempts a join users u on u.id = a.user_id
    where a.quiz_id = ${quizId} and a.organisation_id = ${caller.organisationId}
    order by u.display_name nulls last, a.submitted_at`);
}

/** Attempts of the quiz and, for each whose grade the new content would change, before and after. */
export async function regradeSummary(db: Database, caller: Caller, quizId: string, content: QuizContent): Promise<RegradeSummary> {
  const attempts = await attemptsOf(db, caller, quizId);
  const questions = keyedQuestions(content);
  const changes = attempts.flatMap((attempt) => {
    const grade = gradeAttempt(questions, attempt.answers, content.passMark);
    const after = { score: grade.score, total: grade.total, passed: grade.passed };
    const before = { score: attempt.score, total: attempt.total, passed: attempt.passed };
    const same = before.score === after.score && before.total === after.total && before.passed === after.passed;
    return same ? [] : [{ attemptId: attempt.id, userId: attempt.userId, name: attempt.name, before, after }];
  });
  return { attempts: attempts.length, changes };
}

async function checkQuestionIds(db: Database, quizId: string, content: QuizContent): Promise<void> {
  const ids = content.questions.map((q) => q.id);
  if (new Set(ids).size !== ids.length) throw refuse(422, 'question-ids-twice');
  if (!ids.length) return;
  const taken = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(and(inArray(quizQuestions.id, ids), ne(quizQuestions.quizId, quizId)));
  if (taken.length) throw refuse(422, 'question-id-elsewhere', { id: taken[0]!.id });
}

/** Makes the live rows the new version's (learners pull them). */
async function writeLiveRows(db: Database, caller: Caller, quizId: string, version: number, content: QuizContent): Promise<void> {
  const { questions, dueAt, ...settings } = content;
  await db.update(quizzes).set({ ...settings, dueAt: dueAt ? new Date(dueAt) : null, version, updatedAt: new Date() }).where(eq(quizzes.id, quizId));
  const ids = questions.map((q) => q.id);
  await db.delete(quizQuestions).where(and(eq(quizQuestions.quizId, quizId), ids.length ? notInArray(quizQuestions.id, ids) : sql`true`));
  for (const [position, { id, prompt, kind, options, items, answer, tolerance, points, feedback, images = [] }] of questions.entries()) {
    const values = { prompt, kind, options, items, answer, tolerance, points, feedback, images, position };
    await db
      .insert(quizQuestions)
      .values({ id, organisationId: caller.organisationId, quizId, ...values })
      .onConflictDoUpdate({ target: quizQuestions.id, set: values });
  }
}

async function regradeAttempts(db: Database, caller: Caller, quizId: string, version: number, content: QuizContent): Promise<number> {
  const questions = keyedQuestions(content);
  const attempts = await attemptsOf(db, caller, quizId);
  for (const attempt of attempts) {
    const grade = gradeAttempt(questions, attempt.answers, content.passMark);
    await db
      .update(quizAttempts)
      .set({ score: grade.score, total: grade.total, passed: grade.passed, version, gradedAt: new Date() })
      .where(eq(quizAttempts.id, attempt.id));
  }
  return attempts.length;
}

/**
 * Publishes `request.content` as the quiz's next version (version 1 of a new quiz). Throws
 * `StaleVersion` when `baseVersion` is not the current version, HttpError 422 when the quiz has
 * attempts and no choice was made for them.
 */
export async function publishQuiz(db: Database, caller: Caller, quizId: string, request: PublishQuizRequest): Promise<PublishQuizResponse> {
  const { content } = request;
  await checkCourse(db, caller, content.courseId);
  return publishVersion(db, caller, quizKind, quizId, request.baseVersion, async (tx, version, existed) => {
    await checkQuestionIds(tx, quizId, content);
    let regraded = 0;
    if (existed) {
      await ensureCurrentVersion(tx, quizId);
      const attempts = await tx.$count(quizAttempts, eq(quizAttempts.quizId, quizId));
      const policy: AttemptPolicy | undefined = request.attempts;
      if (attempts > 0 && !policy) {
        throw refuse(422, 'quiz-has-attempts', { attempts });
      }
      if (policy === 'regrade') regraded = await regradeAttempts(tx, caller, quizId, version, content);
    } else {
      await tx.insert(quizzes).values({ id: quizId, organisationId: caller.organisationId, name: content.name, code: content.code, version });
    }
    await writeLiveRows(tx, caller, quizId, version, content);
    await tx.insert(quizVersions).values({ id: versionId(quizId, version), organisationId: caller.organisationId, quizId, version, content, publishedBy: caller.id });
    return { quizId, version, regraded };
  });
}
