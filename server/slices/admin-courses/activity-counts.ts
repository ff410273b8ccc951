/** How often the organisation's quizzes, exercises and decks were used: the admin's activity lists (issue 17, item 7). */
import { sql } from 'drizzle-orm';
import type { ActivityCounts } from '../../../contract/admin';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

async function countsBy(db: Database, table: string, column: string, organisationId: string): Promise<Record<string, number>> {
  const rows = await selectRows<{ id: string; n: number }>(
    db,
    sql`select ${sql.raw(column)} as id, count(*)::int as n from ${sql.raw(table)} where organisation_id = ${organisationId} group by ${sql.raw(column)}`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.n]));
}

/** Graded and ungraded quiz attempts, exercise attempts and flashcard reviews, per activity, of the caller's organisation. */
export async function activityCounts(db: Database, caller: Caller): Promise<ActivityCounts> {
  const org = caller.organisationId;
  const [quizzes, exercises, decks] = await Promise.all([
    countsBy(db, 'quiz_attempts', 'quiz_id', org),
    countsBy(db, 'exercise_attempts', 'exercise_id', org),
    countsBy(db, 'flashcard_reviews', 'deck_id', org),
  ]);
  return { quizzes, exercises, decks };
}
