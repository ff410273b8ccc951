/**
 * Rows the staff-scope tests add to the demo seed: a second teacher of Demo Academy with their own
 * batch of the same course and a learner in it (u5-outsider), with activity; and activity of the
 * demo teacher's members outside the courses of the batches they share with them.
 */
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

export const OUTSIDER_ATTEMPT = '0f0e0d0c-0000-4000-8000-000000000001';
export const MEI_SPREADSHEETS_ATTEMPT = '0f0e0d0c-0000-4000-8000-000000000002';
export const PRIYA_EXERCISE_ATTEMPT = '0f0e0d0c-0000-4000-8000-000000000003';
export const OUTSIDER_EXERCISE_ATTEMPT = '0f0e0d0c-0000-4000-8000-000000000004';
export const OUTSIDER_REVIEW = '0f0e0d0c-0000-4000-8000-000000000005';
/** The demo seed's graded attempts of members of the demo teacher's spreadsheets batch. */
export const LEARNER_ATTEMPT = '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11';
export const PRIYA_ATTEMPT = '9a0c6f8e-2b7d-4f55-8e21-3c4d5e6f7a80';

/** Adds the fixture's rows. */
export async function addStaffFixture(server: TestServer): Promise<void> {
  await server.db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role) values
    ('u5-teacher2', '5', 'fixture-teacher2', 'teacher2@demo.test', 'Second Teacher', 'teacher'),
    ('u5-outsider', '5', 'fixture-outsider', 'outsider@demo.test', 'Olive Outsider', 'learner')`);
  await server.db.execute(sql`insert into batches (id, organisation_id, name, course_id, teacher_id)
    values ('b5-spreadsheets-other', '5', 'Spreadsheets – other teacher', 'c5-spreadsheets', 'u5-teacher2')`);
  await server.db.execute(sql`insert into batch_members (id, organisation_id, batch_id, user_id)
    values ('b5-spreadsheets-other-u5-outsider', '5', 'b5-spreadsheets-other', 'u5-outsider')`);
  await server.db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at) values
    (${OUTSIDER_ATTEMPT}, '5', 'c5-spreadsheets-quiz', 'u5-outsider', '[{"qstnId":"c5-spreadsheets-quiz-q1","answer":"=$A$1*2"}]', 1, 3, false, now(), now()),
    (${MEI_SPREADSHEETS_ATTEMPT}, '5', 'c5-spreadsheets-quiz', 'u5-mei', '[{"qstnId":"c5-spreadsheets-quiz-q1","answer":"=$A$1*2"}]', 1, 3, false, now(), now())`);
  await server.db.execute(sql`insert into exercise_attempts (id, organisation_id, exercise_id, user_id, answers, correct, total, submitted_at) values
    (${PRIYA_EXERCISE_ATTEMPT}, '5', 'c5-spreadsheets-exercise', 'u5-priya', '[]', 1, 5, now()),
    (${OUTSIDER_EXERCISE_ATTEMPT}, '5', 'c5-spreadsheets-exercise', 'u5-outsider', '[]', 3, 5, now())`);
  await server.db.execute(sql`insert into flashcard_reviews (id, organisation_id, card_id, deck_id, user_id, rating, reviewed_at)
    values (${OUTSIDER_REVIEW}, '5', 'c5-spreadsheets-deck-card1', 'c5-spreadsheets-deck', 'u5-outsider', 3, now())`);
}

/** Strings no device outside the fixture's other batch may receive (and nothing of organisation 7). */
export const FOREIGN = /u5-outsider|Olive Outsider|u5-teacher2|b5-spreadsheets-other|c7-|u7-|b7-|Riverside|Marine/;
