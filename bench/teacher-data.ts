/**
 * The teacher-scale data of `BENCH_ONLY=teacher` (issue 16, item 8), written with SQL straight into
 * the product's PostgreSQL: the demo teacher gets 10 batches × 60 learners of Python, 20 quizzes of
 * 10 questions, 3 graded attempts per learner and quiz (36,000 attempts, every answer), and some
 * lesson progress per learner. The sync triggers stamp every row, so the teacher's pull sends them.
 */
import { sql } from 'drizzle-orm';
import { startPostgres } from '../scripts/postgres-server';
import { openDatabase, type Database } from '../server/db/client';
import { startProduct } from '../tests/e2e/support/product';

export const TEACHER_SCALE = { batches: 10, learnersPerBatch: 60, quizzes: 20, attempts: 3, questions: 10 } as const;

/** Adds the teacher-scale rows to organisation 5 (a database the product has seeded). */
export async function seedTeacherScale(db: Database): Promise<void> {
  const { batches, learnersPerBatch, quizzes, attempts, questions } = TEACHER_SCALE;
  const learners = batches * learnersPerBatch;
  await db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    select 'tb-u' || n, '5', 'tb-uid-' || n, 'tb' || n || '@bench.test', 'Bench Learner ' || n, 'learner' from generate_series(1, ${learners}) n`);
  await db.execute(sql`insert into batches (id, organisation_id, name, course_id, teacher_id, starts_on, ends_on)
    select 'tb-b' || n, '5', 'Bench Python ' || n, 'c5-python', 'u5-teacher', '2026-09-01', '2026-12-20' from generate_series(1, ${batches}) n`);
  await db.execute(sql`insert into batch_members (id, organisation_id, batch_id, user_id)
    select 'tb-m' || n, '5', 'tb-b' || (1 + (n - 1) / ${learnersPerBatch}), 'tb-u' || n from generate_series(1, ${learners}) n`);
  await db.execute(sql`insert into quizzes (id, organisation_id, course_id, name, code, pass_mark)
    select 'tb-q' || q, '5', 'c5-python', 'Bench quiz ' || lpad(q::text, 2, '0'), 'TB-' || q, 60 from generate_series(1, ${quizzes}) q`);
  await db.execute(sql`insert into quiz_questions (id, organisation_id, quiz_id, position, prompt, kind, options, answer)
    select 'tb-q' || q || '-' || i, '5', 'tb-q' || q, i, 'Bench question ' || i, 'single', '["A", "B", "C", "D"]'::jsonb, '["A"]'::jsonb
    from generate_series(1, ${quizzes}) q, generate_series(1, ${questions}) i`);
  // Which answers are right follows a fixed pattern per learner, quiz, attempt and question (no randomness).
  await db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at)
    select 'tb-a-' || u || '-' || q || '-' || k, '5', 'tb-q' || q, 'tb-u' || u, graded.answers, graded.score, ${questions}, graded.score >= 6,
      timestamptz '2026-10-01 09:00+00' + (u % 40 + q + k * 7) * interval '1 day',
      timestamptz '2026-10-01 09:10+00' + (u % 40 + q + k * 7) * interval '1 day'
    from generate_series(1, ${learners}) u, generate_series(1, ${quizzes}) q, generate_series(1, ${attempts}) k,
    lateral (
      select jsonb_agg(jsonb_build_object('qstnId', 'tb-q' || q || '-' || i, 'answer', case when right_answer then 'A' else chr(66 + (u + i) % 3) end) order by i) as answers,
        count(*) filter (where right_answer) as score
      from (select i, (u * 7 + q * 13 + k * 5 + i * 3) % 10 < 3 + u % 6 as right_answer from generate_series(1, ${questions}) i) given
    ) graded`);
  await db.execute(sql`insert into lesson_progress (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed)
    select 'tb-p-' || n || '-' || l.id, '5', 'tb-u' || n, 'c5-python', l.id, 0, 100, true
    from generate_series(1, ${learners}) n join lessons l on l.course_id = 'c5-python' and l.position <= 1 + n % 3`);
}

/** The admin's side of the same bench (issue 17 item 9, issue 20 item 6): 10,000 people, and a quiz of 100 questions. */
export const ADMIN_SCALE = { people: 10_000, editorQuiz: 'tb-editor', editorQuestions: 100 } as const;

/**
 * Adds people to organisation 5 until it has {@link ADMIN_SCALE}`.people` (after {@link seedTeacherScale}),
 * and the quiz the editor bench opens.
 */
export async function seedAdminScale(db: Database): Promise<void> {
  const { people, editorQuiz, editorQuestions } = ADMIN_SCALE;
  await db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    select 'ap-u' || n, '5', 'ap-uid-' || n, 'person' || n || '@bench.test', 'Bench Person ' || n, case when n % 50 = 0 then 'teacher'::role else 'learner'::role end
    from generate_series(1, greatest(0, ${people} - (select count(*) from users where organisation_id = '5'))) n`);
  await db.execute(sql`insert into quizzes (id, organisation_id, course_id, name, code, pass_mark)
    values (${editorQuiz}, '5', 'c5-python', 'Bench quiz of ${sql.raw(String(editorQuestions))} questions', 'TB-EDIT', 60)`);
  await db.execute(sql`insert into quiz_questions (id, organisation_id, quiz_id, position, prompt, kind, options, answer)
    select ${editorQuiz} || '-' || i, '5', ${editorQuiz}, i, 'Editor bench question ' || i || ': which option is right?', 'single', '["A", "B", "C", "D"]'::jsonb, '["A"]'::jsonb
    from generate_series(1, ${editorQuestions}) i`);
}

/**
 * Runs `work` with the product (built first when `build`) over a PostgreSQL of its own, seeded with
 * both scales above; stops both afterwards.
 */
export async function withTeacherScaleProduct<T>(build: boolean, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const postgres = await startPostgres();
  try {
    const product = await startProduct({ DATABASE_URL: postgres.url, SKIP_BUILD: build ? '' : '1' });
    try {
      const handle = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
      try {
        await seedTeacherScale(handle.db);
        await seedAdminScale(handle.db);
      } finally {
        await handle.close();
      }
      return await work(product.baseUrl);
    } finally {
      await product.stop();
    }
  } finally {
    await postgres.stop();
  }
}
