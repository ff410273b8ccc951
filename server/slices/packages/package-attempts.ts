/**
 * `package.commit` (issue 51): one commit of a learner's SCORM/H5P attempt at a package item,
 * applied once per mutation (the push's mutation log) and merged so that the commit with the most
 * `commits` wins whatever order devices send them in; `completed` stays true once true. The lesson
 * must be one the caller may open, and the item one of its sections (404/422, as progress).
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { assertPackageItem } from './package-item';
import { keepScormCommit } from './xapi/statements';

/** Stores the caller's commit unless a later one of the same attempt is stored already; a finished SCORM commit is kept as a statement. */
export async function commitPackageAttempt(db: Database, caller: Caller, args: IntentArgs<'package.commit'>): Promise<void> {
  const at = new Date(Math.min(Date.parse(args.at), Date.now())).toISOString();
  await assertPackageItem(db, caller, args);
  const [before] = await selectRows<{ status: string; score: number | null }>(db, sql`
    select status, score from package_attempts where user_id = ${caller.id} and lesson_id = ${args.lessonId} and item = ${args.item}`);
  const stored = await selectRows<{ item: number }>(db, sql`
    insert into package_attempts (user_id, organisation_id, course_id, lesson_id, item, status, completed, success, score, seconds,
      suspend_data, location, interactions, commits, updated_at)
    values (${caller.id}, ${caller.organisationId}, ${args.courseId}, ${args.lessonId}, ${args.item}, ${args.status}, ${args.completed}, ${args.success},
      ${args.score}, ${args.seconds}, ${args.suspendData}, ${args.location}, ${args.interactions}, ${args.commits}, ${at})
    on conflict (user_id, lesson_id, item) do update set
      status = excluded.status, completed = package_attempts.completed or excluded.completed, success = excluded.success, score = excluded.score,
      seconds = excluded.seconds, suspend_data = excluded.suspend_data, location = excluded.location, interactions = excluded.interactions,
      commits = excluded.commits, updated_at = excluded.updated_at
    where package_attempts.commits < excluded.commits
    returning item`);
  const sameScore = before && (before.score === null || args.score === null ? before.score === args.score : Math.abs(before.score - args.score) < 1e-6);
  const changed = !before || before.status !== args.status || !sameScore;
  if (stored.length > 0 && changed) await keepScormCommit(db, caller, args, at);
}
