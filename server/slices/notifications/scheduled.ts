/**
 * The notifications made by the clock (issue 53), run every minute by the push worker: quiz deadlines
 * 24 h and 1 h ahead for learners who have not submitted, the daily flashcards reminder at each
 * learner's time in their zone (only when cards are due), and each teacher's daily digest of batches
 * falling behind. Dedupe keys make each at most once per user, whichever process runs it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { dueFlashcards } from './flashcards-due';
import { notifyUsers } from './notify';
import { deadlineStage, digestDay, flashcardReminderDay } from './schedule';
import { settingsOf } from './settings';

const INACTIVE_DAYS = 7;

async function quizDeadlines(db: Database, now: Date): Promise<void> {
  const rows = await selectRows<{ quizId: string; title: string; dueAt: string; organisationId: string; userIds: string[] }>(db, sql`
    select q.id as "quizId", q.name as title, q.due_at::text as "dueAt", q.organisation_id as "organisationId",
      array_agg(distinct u.id) as "userIds"
    from quizzes q join courses c on c.id = q.course_id and c.published
    join users u on u.organisation_id = q.organisation_id and u.role = 'learner'
    where q.due_at > ${now.toISOString()} and q.due_at <= ${new Date(now.getTime() + 86_400_000).toISOString()}
      and (exists (select 1 from enrolments e where e.course_id = c.id and e.user_id = u.id and e.status = 'active')
        or exists (select 1 from batch_members m join batches b on b.id = m.batch_id where b.course_id = c.id and m.user_id = u.id))
      and not exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = u.id)
      and not exists (select 1 from quiz_extensions x where x.quiz_id = q.id and x.user_id = u.id and x.due_at > q.due_at)
    group by q.id`);
  for (const row of rows) {
    const stage = deadlineStage(new Date(row.dueAt), now);
    if (!stage) continue;
    await notifyUsers(db, {
      organisationId: row.organisationId, userIds: row.userIds, kind: 'deadline', dedupeKey: `deadline:${row.quizId}:${stage}`, now,
      text: { key: stage === '1h' ? 'deadlineHour' : 'deadlineDay', params: { title: row.title } },
      url: `/quizess/${encodeURIComponent(row.quizId)}`,
    });
  }
}

async function flashcardReminders(db: Database, now: Date): Promise<void> {
  const learners = await selectRows<{ userId: string; organisationId: string }>(db, sql`
    select distinct r.user_id as "userId", r.organisation_id as "organisationId" from flashcard_reviews r`);
  const settings = await settingsOf(db, learners.map((l) => l.userId));
  for (const learner of learners) {
    const day = flashcardReminderDay(settings.get(learner.userId)!, now);
    if (!day) continue;
    const [sent] = await selectRows(db, sql`select 1 from notifications where user_id = ${learner.userId} and dedupe_key = ${`flashcards:${day}`}`);
    if (sent) continue;
    const due = await dueFlashcards(db, learner.userId, now);
    if (!due) continue;
    await notifyUsers(db, {
      organisationId: learner.organisationId, userIds: [learner.userId], kind: 'flashcards', dedupeKey: `flashcards:${day}`, now,
      text: { key: 'flashcards', params: { count: due.due } },
      url: `/flashcards/${encodeURIComponent(due.deckId)}`,
    });
  }
}

async function teacherDigests(db: Database, now: Date): Promise<void> {
  const since = new Date(now.getTime() - INACTIVE_DAYS * 86_400_000).toISOString();
  const rows = await selectRows<{ teacherId: string; organisationId: string; batch: string; inactive: number }>(db, sql`
    select t.user_id as "teacherId", b.organisation_id as "organisationId", b.name as batch, count(m.user_id)::int as inactive
    from batch_teachers t join batches b on b.id = t.batch_id join batch_members m on m.batch_id = b.id
    where not exists (select 1 from lesson_progress p where p.user_id = m.user_id and p.course_id = b.course_id and p.updated_at > ${since})
      and (b.ends_on is null or b.ends_on >= current_date)
    group by t.user_id, b.organisation_id, b.id, b.name`);
  const byTeacher = new Map<string, typeof rows>();
  for (const row of rows) byTeacher.set(row.teacherId, [...(byTeacher.get(row.teacherId) ?? []), row]);
  const settings = await settingsOf(db, [...byTeacher.keys()]);
  for (const [teacherId, batches] of byTeacher) {
    const day = digestDay(settings.get(teacherId)!, now);
    if (!day) continue;
    const lines = batches.map((b) => ({ batch: b.batch, inactive: b.inactive, days: INACTIVE_DAYS }));
    await notifyUsers(db, {
      organisationId: batches[0]!.organisationId, userIds: [teacherId], kind: 'batchDigest', dedupeKey: `digest:${day}`, now,
      text: { key: 'batchDigest', params: { count: batches.length, lines } },
      url: '/teacher-dashboard/batches',
    });
  }
}

/** Makes whatever the clock has made due at `now`. */
export async function runScheduled(db: Database, now: Date): Promise<void> {
  await quizDeadlines(db, now);
  await flashcardReminders(db, now);
  await teacherDigests(db, now);
}
