/**
 * xAPI statements kept per learner (issue 51 item 4): `package.statement` (H5P's `answered` and
 * `completed`, the statement's UUID its id, so a replay is stored once) and every applied SCORM
 * commit that finishes its item (`completed`, `passed` or `failed` with its score). A `completed`
 * H5P statement also completes the item's attempt, as a finished SCO does. When forwarding is on
 * (LRS_ENDPOINT), each kept statement is queued for the LRS in the same transaction (lrs-forward.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../../contract/intents';
import { XAPI_VERBS, type XapiResult, type XapiStatement, type XapiVerb } from '../../../../contract/xapi';
import type { Caller } from '../../../auth/caller';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { assertPackageItem } from '../package-item';

let forwarding = false;
/** Turns queueing for the LRS on (server/index.ts, when LRS_ENDPOINT is set) or off. */
export function forwardStatements(on: boolean): void {
  forwarding = on;
}

interface StatementInput {
  id: string;
  courseId: string;
  lessonId: string;
  item: number;
  source: XapiStatement['source'];
  verb: XapiVerb;
  object: { id: string; name?: string };
  result: XapiResult | null;
  timestamp: string;
}

/** The actor of `caller`'s statements: their account in this organisation (no e-mail). */
export const actorOf = (caller: Caller): XapiStatement['actor'] => ({
  name: (caller.displayName ?? '').slice(0, 200), account: { homePage: `urn:organisation:${caller.organisationId}`, name: caller.id },
});

/** Keeps one statement (none when its id is stored already); true when it was new. */
async function keepStatement(db: Database, caller: Caller, s: StatementInput): Promise<boolean> {
  const object = { id: s.object.id, ...(s.object.name ? { definition: { name: { en: s.object.name } } } : {}) };
  const verb = { id: XAPI_VERBS[s.verb], display: { en: s.verb } };
  const rows = await selectRows<{ id: string }>(db, sql`
    insert into xapi_statements (id, organisation_id, user_id, course_id, lesson_id, item, source, actor, verb, object, result, timestamp)
    values (${s.id}, ${caller.organisationId}, ${caller.id}, ${s.courseId}, ${s.lessonId}, ${s.item}, ${s.source},
      ${JSON.stringify(actorOf(caller))}::jsonb, ${JSON.stringify(verb)}::jsonb, ${JSON.stringify(object)}::jsonb,
      ${s.result ? JSON.stringify(s.result) : null}::jsonb, ${s.timestamp})
    on conflict (id) do nothing returning id`);
  if (rows.length > 0 && forwarding) await db.execute(sql`insert into xapi_forwards (statement_id) values (${s.id}) on conflict do nothing`);
  return rows.length > 0;
}

const clamp = (at: string) => new Date(Math.min(Date.parse(at), Date.now())).toISOString();

/** `package.statement`: keeps the H5P statement; a `completed` one also completes the item's attempt. */
export async function keepPackageStatement(db: Database, caller: Caller, args: IntentArgs<'package.statement'>): Promise<void> {
  await assertPackageItem(db, caller, args);
  const timestamp = clamp(args.timestamp);
  const fresh = await keepStatement(db, caller, { ...args, source: 'h5p', result: args.result ?? null, timestamp });
  if (!fresh || args.verb !== 'completed') return;
  const score = args.result?.score?.scaled ?? null;
  const success = args.result?.success === undefined ? null : args.result.success ? 'passed' : 'failed';
  await db.execute(sql`
    insert into package_attempts (user_id, organisation_id, course_id, lesson_id, item, status, completed, success, score, seconds,
      suspend_data, location, interactions, commits, updated_at)
    values (${caller.id}, ${caller.organisationId}, ${args.courseId}, ${args.lessonId}, ${args.item}, 'completed', true, ${success}, ${score}, 0,
      '', '', '[]', 1, ${timestamp})
    on conflict (user_id, lesson_id, item) do update set status = 'completed', completed = true, success = excluded.success,
      score = excluded.score, commits = package_attempts.commits + 1, updated_at = excluded.updated_at`);
}

/** A SCORM commit just applied: kept as `completed`/`passed`/`failed` with its score when it finishes its item. */
export async function keepScormCommit(db: Database, caller: Caller, args: IntentArgs<'package.commit'>, at: string): Promise<void> {
  const verb: XapiVerb | null = args.success ?? (args.completed ? 'completed' : null);
  if (!verb) return;
  const result: XapiResult = {
    ...(args.score !== null ? { score: { scaled: args.score } } : {}), completion: args.completed,
    ...(args.success ? { success: args.success === 'passed' } : {}), duration: `PT${args.seconds}S`,
  };
  await keepStatement(db, caller, {
    id: randomUUID(), courseId: args.courseId, lessonId: args.lessonId, item: args.item, source: 'scorm', verb,
    object: { id: `urn:lesson:${args.lessonId}:${args.item}` }, result, timestamp: at,
  });
}

/** A learner's statements, newest first (at most 500), for their teachers (the route asks the policy). */
export async function readStatements(db: Database, caller: Caller, userId: string, lessonId?: string): Promise<XapiStatement[]> {
  return selectRows<XapiStatement>(db, sql`
    select id::text, user_id as "userId", course_id as "courseId", lesson_id as "lessonId", item, source, actor, verb, object, result,
      to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
      to_char(stored at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as stored
    from xapi_statements where organisation_id = ${caller.organisationId} and user_id = ${userId}
      ${lessonId ? sql`and lesson_id = ${lessonId}` : sql``}
    order by stored desc, timestamp desc limit 500`);
}
