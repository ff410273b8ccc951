/**
 * The events that notify (issue 53), each called by its intent's handler inside the push
 * transaction after the service applied it (registry.ts), so the notification commits with the
 * event; a dedupe key per event makes a replayed write notify once.
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import { threadUrl } from '../../../contract/notification-kinds';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { notifyUsers } from './notify';

const percent = (score: number, total: number) => (total > 0 ? Math.round((score / total) * 100) : 0);

/** The learner's quiz attempt was graded: its result. */
export async function notifyQuizGraded(db: Database, caller: Caller, args: IntentArgs<'quiz.submit'>): Promise<void> {
  const [attempt] = await selectRows<GradedAttempt>(db, sql`
    select q.name as title, a.score, a.total, a.passed from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where a.id = ${args.attemptId} and a.user_id = ${caller.id}`);
  if (attempt) await notifyAttemptGraded(db, caller, args.attemptId, attempt);
}

/** A graded quiz attempt as its notification reads it. */
export interface GradedAttempt { title: string; score: number; total: number; passed: boolean }

/** {@link notifyQuizGraded} for an attempt whose grade the caller holds (a run of submissions, submit-many.ts). */
export async function notifyAttemptGraded(db: Database, caller: Caller, attemptId: string, attempt: GradedAttempt): Promise<void> {
  await notifyUsers(db, {
    organisationId: caller.organisationId, userIds: [caller.id], kind: 'graded', dedupeKey: `graded:${attemptId}`,
    text: { key: attempt.passed ? 'quizPassed' : 'quizGraded', params: { title: attempt.title, percent: percent(attempt.score, attempt.total) } },
    url: `/quiz-result?attempt=${encodeURIComponent(attemptId)}`,
  });
}

/** The learner's exercise attempt was checked and recorded. */
export async function notifyExerciseGraded(db: Database, caller: Caller, args: IntentArgs<'exercise.submit'>): Promise<void> {
  const [attempt] = await selectRows<{ title: string; correct: number; total: number }>(db, sql`
    select x.title, a.correct, a.total from exercise_attempts a join exercises x on x.id = a.exercise_id
    where a.id = ${args.attemptId} and a.user_id = ${caller.id}`);
  if (!attempt) return;
  await notifyUsers(db, {
    organisationId: caller.organisationId, userIds: [caller.id], kind: 'graded', dedupeKey: `graded:${args.attemptId}`,
    text: { key: 'exerciseChecked', params: { title: attempt.title, correct: attempt.correct, total: attempt.total } },
    url: `/exercises/${encodeURIComponent(args.exerciseId)}`,
  });
}

/** A teacher's feedback on an attempt: to its learner. */
export async function notifyFeedback(db: Database, caller: Caller, args: IntentArgs<'quizFeedback.give'>): Promise<void> {
  const [attempt] = await selectRows<{ userId: string; title: string }>(db, sql`
    select a.user_id as "userId", q.name as title from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where a.id = ${args.attemptId} and a.organisation_id = ${caller.organisationId}`);
  if (!attempt || attempt.userId === caller.id) return;
  await notifyUsers(db, {
    organisationId: caller.organisationId, userIds: [attempt.userId], kind: 'feedback', dedupeKey: `feedback:${args.feedbackId}`,
    text: { key: 'feedback', params: { title: attempt.title } }, body: caller.displayName ? `${caller.displayName}: ${args.text}` : args.text,
    url: `/quiz-result?attempt=${encodeURIComponent(args.attemptId)}`,
  });
}

/** A message: to the conversation's other members; in a room, to the members it mentions (`@Name`). */
export async function notifyMessage(db: Database, caller: Caller, args: IntentArgs<'message.send'>): Promise<void> {
  // No name: the texts say "Someone" in the reader's language.
  const from: Record<string, string> = caller.displayName ? { from: caller.displayName } : {};
  if (args.conversationId) {
    const members = await selectRows<{ userId: string }>(db, sql`
      select user_id as "userId" from conversation_members where conversation_id = ${args.conversationId} and user_id <> ${caller.id}`);
    await notifyUsers(db, {
      organisationId: caller.organisationId, userIds: members.map((m) => m.userId), kind: 'message', ref: args.conversationId,
      dedupeKey: `message:${args.messageId}`, text: { key: 'message', params: from }, body: args.body,
      url: threadUrl({ kind: 'conversation', id: args.conversationId }),
    });
    return;
  }
  if (!args.roomId || !args.body.includes('@')) return;
  const body = args.body.toLowerCase();
  const members = await selectRows<{ userId: string; name: string; room: string }>(db, sql`
    select m.user_id as "userId", u.display_name as name, r.name as room from chat_room_members m
    join users u on u.id = m.user_id join chat_rooms r on r.id = m.room_id
    where m.room_id = ${args.roomId} and m.user_id <> ${caller.id}`);
  const mentioned = members.filter((m) => m.name && body.includes(`@${m.name.toLowerCase()}`));
  if (mentioned.length === 0) return;
  await notifyUsers(db, {
    organisationId: caller.organisationId, userIds: mentioned.map((m) => m.userId), kind: 'mention', ref: args.roomId,
    dedupeKey: `message:${args.messageId}`, text: { key: 'mention', params: { ...from, room: mentioned[0]!.room } }, body: args.body,
    url: threadUrl({ kind: 'room', id: args.roomId }),
  });
}

/** Enrolment requests decided: to each learner. */
export async function notifyEnrolmentDecided(db: Database, caller: Caller, args: IntentArgs<'enrolment.decide'>): Promise<void> {
  const rows = await selectRows<{ userId: string; courseId: string; title: string; status: string; message: string | null; decidedAt: string }>(db, sql`
    select e.user_id as "userId", e.course_id as "courseId", c.title, e.status::text as status, e.decision_message as message,
      e.decided_at::text as "decidedAt"
    from enrolments e join courses c on c.id = e.course_id
    where e.organisation_id = ${caller.organisationId} and e.user_id || ':' || e.course_id in (${sql.join(args.requestIds.map((id) => sql`${id}`), sql`, `)})
      and e.decided_by = ${caller.id}`);
  for (const row of rows) {
    const approved = row.status === 'active';
    await notifyUsers(db, {
      organisationId: caller.organisationId, userIds: [row.userId], kind: 'enrolment', dedupeKey: `enrolment:${row.userId}:${row.courseId}:${row.decidedAt}`,
      // The admin's note, when they wrote one, is the body as they wrote it.
      text: { key: `enrolment${approved ? 'Approved' : 'Declined'}${row.message ? 'Note' : ''}`, params: { title: row.title } },
      ...(row.message ? { body: row.message } : {}),
      url: `/course-details/${encodeURIComponent(row.courseId)}`,
    });
  }
}

/** A learner asked to join a course: to the organisation's admins (who decide) and the teachers of the learner's batches in it. */
export async function notifyEnrolmentRequested(db: Database, caller: Caller, args: IntentArgs<'enrolment.request'>): Promise<void> {
  const [request] = await selectRows<{ title: string }>(db, sql`
    select c.title from enrolments e join courses c on c.id = e.course_id
    where e.user_id = ${caller.id} and e.course_id = ${args.courseId} and e.status = 'requested'`);
  if (!request) return;
  const staff = await selectRows<{ userId: string }>(db, sql`
    select id as "userId" from users where organisation_id = ${caller.organisationId} and role = 'admin'`);
  await notifyUsers(db, {
    organisationId: caller.organisationId, userIds: staff.map((s) => s.userId), kind: 'learnerRequest',
    dedupeKey: `request:${caller.id}:${args.courseId}:${args.at}`,
    text: { key: 'learnerRequest', params: { ...(caller.displayName ? { from: caller.displayName } : {}), title: request.title } },
    url: '/admin-dashboard/enrolments',
  });
}
