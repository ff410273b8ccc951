/**
 * Progress is checked against the lesson's real sections, the teacher's view never passes 100%,
 * and a refused write names nothing the caller may not see (issue 15).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { progressArgs, pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let teacher: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
  teacher = await signIn('teacher@demo.test');
});
afterAll(() => server?.close());

/** A lesson of the learner's batch course, given nine sections for these tests. */
const lessonId = 'c5-spreadsheets-m1-l2';

describe('progress.set against the lesson\'s sections', () => {
  beforeAll(async () => {
    await server.db.execute(sql`update lessons set sections = 9 where id = ${lessonId}`);
  });

  it('applies sections 0 to 8 of a nine-section lesson and refuses section 60 (and 9) with a reason', async () => {
    const clientId = randomUUID();
    const write = (id: number, section: number) => ({ id, name: 'progress.set', args: progressArgs({ lessonId, section, progress: 100, completed: true }) });
    const { status, body } = await push(server, learner, clientId, [write(1, 8), write(2, 60), write(3, 9), write(4, 0)]);
    expect(status).toBe(200);
    expect(body.lastMutationId).toBe(4);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'applied']);
    expect(body.results[1]!.reason).toBe('This lesson has 9 sections, so progress for section 61 was not saved.');
    const stored = await selectRows<{ section: number }>(server.db, sql`select section from lesson_progress where user_id = 'u5-learner' and lesson_id = ${lessonId} order by section`);
    expect(stored.map((r) => r.section)).toEqual([0, 1, 8]);
  });

  it('refuses section 1 of a one-section lesson (a video)', async () => {
    const { body } = await push(server, learner, randomUUID(), [{ id: 1, name: 'progress.set', args: progressArgs({ lessonId: 'c5-spreadsheets-m1-l1', section: 1 }) }]);
    expect(body.results[0]).toEqual({ id: 1, status: 'rejected', reason: 'This lesson has one section, so progress for section 2 was not saved.', code: 'lesson-section-past-end', params: { count: 1, section: 2 } });
  });

  it('shows the teacher at most 100%, counting only sections the lessons have, whatever rows were stored before the check', async () => {
    // Rows written before sections were checked: 60 completed "sections" of a nine-section lesson.
    await server.db.execute(sql`delete from lesson_progress where user_id = 'u5-kwame'`);
    await server.db.execute(sql`insert into lesson_progress (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed)
      select 'old-' || s, '5', 'u5-kwame', 'c5-spreadsheets', ${lessonId}, s, 100, true from generate_series(0, 59) s`);
    const [course] = await selectRows<{ total: number }>(server.db, sql`select sum(greatest(1, sections))::int as total from lessons where course_id = 'c5-spreadsheets'`);
    const answer = await pull(server, teacher, randomUUID());
    const kwame = answer.changes.batchMembers!.put.find((m) => m.userId === 'u5-kwame');
    expect(kwame).toMatchObject({ completedSections: 9, totalSections: course!.total, percent: Math.round((100 * 9) / course!.total) });
    expect(kwame!.percent).toBeLessThanOrEqual(100);
  });
});

describe('refusals name only what the caller may see', () => {
  /** The titles of things the learner may not open, read from the database. */
  async function hiddenTitles(): Promise<string[]> {
    const rows = await selectRows<{ title: string }>(server.db, sql`
      select title from lessons where course_id in ('c5-projects', 'c5-data')
      union all select title from courses where id in ('c5-projects', 'c5-data')
      union all select name from quizzes where course_id in ('c5-projects', 'c5-data')
      union all select title from exercises where course_id in ('c5-projects', 'c5-data')
      union all select title from flashcard_decks where course_id in ('c5-projects', 'c5-data')`);
    return rows.map((r) => r.title);
  }

  it('a lesson of an unpublished course, a quiz, an exercise and a card of a course the learner cannot open: refused without a title', async () => {
    await server.db.execute(sql`insert into exercises (id, organisation_id, course_id, title, items)
      values ('c5-data-exercise', '5', 'c5-data', 'Averages drill', ${JSON.stringify([{ id: 'd1', prompt: 'Mean of 2 and 4?', answer: ['3'] }])}::jsonb)`);
    const [quiz, exercise, cardId, deckId] = ['c5-data-quiz', 'c5-data-exercise', 'c5-data-deck-card1', 'c5-data-deck'];
    const at = new Date().toISOString();
    const { status, body } = await push(server, learner, randomUUID(), [
      { id: 1, name: 'progress.set', args: progressArgs({ courseId: 'c5-projects', lessonId: 'c5-projects-m1-l1' }) },
      { id: 2, name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: quiz, answers: [], startedAt: at, submittedAt: at } },
      { id: 3, name: 'exercise.submit', args: { attemptId: randomUUID(), exerciseId: exercise, answers: [], correct: 0, total: 0, submittedAt: at } },
      { id: 4, name: 'card.review', args: { reviewId: randomUUID(), cardId, deckId, rating: 3, reviewedAt: at } },
      { id: 5, name: 'enrolment.request', args: { courseId: 'c5-projects', at } },
    ]);
    expect(status).toBe(200);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    const titles = await hiddenTitles();
    expect(titles.length).toBeGreaterThan(5);
    for (const result of body.results) {
      expect(result.reason).toMatch(/not found|no course/);
      for (const title of titles) expect(result.reason, `${result.id} names "${title}"`).not.toContain(title);
    }
  });
});
