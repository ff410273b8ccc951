/**
 * Push (DESIGN §2.3): one transaction per batch, exactly once per (client, mutation id). Ids up to
 * the client's `lastMutationId` are duplicates; the next id is validated and applied; an id past a
 * gap and everything after it is skipped. The counter and the audit log are written in the same
 * transaction as the effects.
 *
 * A refusal, or any error of one mutation's data (a database range or constraint error included),
 * rejects that mutation alone and still advances the counter, so it never blocks the queue (see
 * refusal.ts). The batch is first applied without savepoints (two statements per mutation fewer,
 * which on embedded PGlite is a third of a push's statements); when a mutation fails, that attempt
 * is rolled back whole and the batch applied again with each mutation in its own savepoint, which
 * undoes only the failing mutation's partial writes. Work a handler asks for after the commit is
 * kept only from the attempt that commits.
 *
 * On embedded PGlite (one connection, one statement at a time) the pushes of distinct clients that
 * arrive while others are applied are applied next in one transaction, with one statement for
 * their client rows and one for their counters and audit log; if anything in that group fails,
 * each of its pushes is applied alone as above. Each push is still answered once, with its own
 * results (or its own error).
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { mutationSchema, type Mutation, type PushRequest, type PushResponse } from '../../contract/sync';
import type { Caller } from '../auth/caller';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedClient, type Database } from '../db/client';
import { selectRows } from '../db/rows';
import { syncClients, syncMutationLog } from '../db/schema';
import { refusalEnglish } from '../../contract/refusals';
import { HttpError } from '../http/problem';
import { findUnstorable } from '../http/validate';
import { assertOwnClient, claimClients } from './clients';
import { GroupQueue, type Settled } from './push-queue';
import { handlerFor, type MutationContext } from '../slices/intents';
import { manyHandlerFor } from '../slices/intents-many';
import { planBatch } from './push-runs';
import { rejectionOf, type Rejection } from './refusal';

type Result = PushResponse['results'][number];

/** A `rejected` answer for mutation `id`: the English reason, with its code and params when it has them. */
function rejected(id: number, { reason, refusal }: Rejection): Result {
  return { id, status: 'rejected', reason, ...(refusal ? { code: refusal.code, ...(refusal.params ? { params: refusal.params } : {}) } : {}) };
}

/** Why a pushed mutation does not match its schema, in words a learner can read (code `sync-unreadable`, its field). */
function invalidReason(raw: PushRequest['mutations'][number]): Rejection | Mutation {
  const parsed = mutationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '';
    const where = field ? ` (${field})` : '';
    return { reason: `This change could not be read by the server${where}: ${issue?.message ?? 'invalid'}.`, refusal: { code: 'sync-unreadable', params: { field: field || 'name' } } };
  }
  const problem = findUnstorable(parsed.data.args);
  if (!problem) return parsed.data;
  return { reason: `This change could not be read by the server (args.${problem.path}): it ${problem.message}.`, refusal: { code: 'sync-unreadable', params: { field: `args.${problem.path}` } } };
}

/** Ends an attempt without savepoints when one of its mutations failed: the batch is applied again with them. */
class MutationFailed extends Error {}

/**
 * Applies one mutation, in a savepoint when `savepoints`. A refusal (HttpError) becomes `rejected`
 * with its detail, any other error of this mutation `rejected` with a plain reason (logged with the
 * error); only a failure of the batch itself is thrown. Without savepoints, a mutation's failure
 * throws {@link MutationFailed} instead (its partial writes cannot be undone alone).
 */
async function applyOne(tx: Database, caller: Caller, raw: PushRequest['mutations'][number], context: ApplyContext, savepoints: boolean): Promise<Result> {
  const mutation = invalidReason(raw);
  if ('reason' in mutation) return rejected(raw.id, mutation);
  const handler = handlerFor(mutation.name);
  if (!handler) return rejected(raw.id, { reason: refusalEnglish('sync-unknown-intent', { name: mutation.name }), refusal: { code: 'sync-unknown-intent', params: { name: mutation.name } } });
  if (!savepoints) {
    try {
      await handler(tx, caller, mutation.args as never, context);
      return { id: raw.id, status: 'applied' };
    } catch (error) {
      throw rejectionOf(error) === undefined ? error : new MutationFailed();
    }
  }
  // Work a handler asks for counts only if its savepoint is kept.
  const tasks: (() => Promise<void>)[] = [];
  try {
    await tx.transaction((sp) => handler(sp as unknown as Database, caller, mutation.args as never, { ...context, afterCommit: (task) => tasks.push(task) }));
    tasks.forEach(context.afterCommit);
    return { id: raw.id, status: 'applied' };
  } catch (error) {
    const rejection = rejectionOf(error);
    if (rejection === undefined) throw error;
    if (!(error instanceof HttpError)) context.log?.warn({ err: error, mutationId: raw.id, name: raw.name }, 'push: mutation rejected after an error');
    return rejected(raw.id, rejection);
  }
}

/** Services the handlers may use (the live bus; the tutor answers `ai.ask`), and the request's log for errors turned into refusals. */
export type PushServices = Pick<MutationContext, 'tutor' | 'live'> & { log?: Pick<Logger, 'warn'> };
type ApplyContext = MutationContext & Pick<PushServices, 'log'>;

/** One push to apply: its caller, its batch and the services its handlers may use. */
interface PushJob {
  caller: Caller;
  request: PushRequest;
  services: PushServices;
}

/** A push applied inside a transaction not yet committed: its answer, or its refusal (403), and the work its handlers asked for after the commit. */
type PushOutcome = { response: PushResponse; tasks: (() => Promise<void>)[] } | { refused: HttpError };

/**
 * Applies a push batch for the caller and answers per mutation; what handlers asked to run after
 * the commit starts once the transaction has committed (not awaited: the answer does not wait).
 * On embedded PGlite, pushes that arrive while others are applied are applied together next.
 */
export function pushMutations(db: Database, caller: Caller, request: PushRequest, services: PushServices): Promise<PushResponse> {
  const job = { caller, request, services };
  const client = embeddedClient(db);
  return client ? queueOf(client, db).add(job) : pushAlone(db, job);
}

/** Pushes applied together at most: a group holds PGlite's one connection for about 1.5 ms per push. */
const MAX_GROUP = 64;

/** The push queue of each embedded database (PGlite runs one statement at a time, for every app over it). */
const queues = new WeakMap<PGlite, GroupQueue<PushJob, PushResponse>>();

function queueOf(client: PGlite, db: Database): GroupQueue<PushJob, PushResponse> {
  const queue = queues.get(client) ?? new GroupQueue((jobs) => pushTogether(db, jobs), (job) => job.request.clientId, MAX_GROUP);
  queues.set(client, queue);
  return queue;
}

/**
 * Applies pushes of distinct clients in one transaction: one BEGIN, one claim, one counter-and-log
 * statement and one COMMIT for the group instead of for each push. If any mutation fails, or the
 * group does, nothing of it is kept and each push is applied alone, as it would have been.
 */
async function pushTogether(db: Database, jobs: PushJob[]): Promise<Settled<PushResponse>[]> {
  if (jobs.length > 1) {
    try {
      return (await applyPushes(db, jobs, false)).map(settle);
    } catch {
      // Each push alone below: the failure is answered to the push it belongs to.
    }
  }
  const answers: Settled<PushResponse>[] = [];
  for (const job of jobs) {
    try {
      answers.push({ value: await pushAlone(db, job) });
    } catch (error) {
      answers.push({ error });
    }
  }
  return answers;
}

/** Applies one push in its own transaction: first without savepoints, again with them when a mutation failed. */
async function pushAlone(db: Database, job: PushJob): Promise<PushResponse> {
  let outcomes: PushOutcome[];
  try {
    outcomes = await applyPushes(db, [job], false);
  } catch (error) {
    if (!(error instanceof MutationFailed)) throw error;
    outcomes = await applyPushes(db, [job], true);
  }
  const answer = settle(outcomes[0]!);
  if ('error' in answer) throw answer.error;
  return answer.value;
}

/** The answer of a committed push (its after-commit work started), or its refusal. */
function settle(outcome: PushOutcome): Settled<PushResponse> {
  if ('refused' in outcome) return { error: outcome.refused };
  for (const task of outcome.tasks) void task().catch((error: unknown) => console.error('after-commit task failed', error));
  return { value: outcome.response };
}

/**
 * Applies `jobs` (of distinct client ids) in one transaction: their client rows are claimed in one
 * statement, each batch applied in turn, and every counter and audit-log row written in one
 * statement. Without `savepoints`, a mutation's failure throws {@link MutationFailed} (the whole
 * transaction rolls back). A client of another account refuses its push alone (403).
 */
function applyPushes(db: Database, jobs: PushJob[], savepoints: boolean): Promise<PushOutcome[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const clients = await claimClients(tx, jobs.map((job) => ({ caller: job.caller, clientId: job.request.clientId })));
    const outcomes: PushOutcome[] = [];
    const progress: Processed[] = [];
    for (const job of jobs) {
      const client = clients.get(job.request.clientId);
      try {
        assertOwnClient(client, job.caller);
      } catch (error) {
        outcomes.push({ refused: error as HttpError });
        continue;
      }
      const tasks: (() => Promise<void>)[] = [];
      const context: ApplyContext = { ...job.services, afterCommit: (task) => tasks.push(task), lessonChecks: new Map() };
      const applied = await applyBatch(tx, job, client.lastMutationId, context, savepoints);
      if (applied.lastMutationId !== client.lastMutationId) progress.push({ job, ...applied, previous: client.lastMutationId });
      outcomes.push({ response: { lastMutationId: applied.lastMutationId, results: applied.results }, tasks });
    }
    if (progress.length > 0) await recordProcessed(tx, progress);
    return outcomes;
  });
}

/** A push whose client's counter moved: its counter before and after, and its answers. */
interface Processed { job: PushJob; previous: number; lastMutationId: number; results: Result[] }

/**
 * Applies one batch after the client's `lastMutationId`: duplicates, the next ids in order (by runs,
 * push-runs.ts), and everything past a gap skipped.
 */
async function applyBatch(tx: Database, job: PushJob, lastApplied: number, context: ApplyContext, savepoints: boolean) {
  const { mutations } = job.request;
  const plan = planBatch(mutations, lastApplied, (name) => manyHandlerFor(name) !== undefined);
  for (const run of plan.runs) {
    const answers = await applyRun(tx, job.caller, run.map((index) => mutations[index]!), context, savepoints);
    run.forEach((index, i) => (plan.results[index] = answers[i]));
    // Another kind of write may change what the caller may open: check lessons afresh after it.
    if (mutations[run[0]!]!.name !== 'progress.set') context.lessonChecks?.clear();
  }
  const results = plan.results as Result[];
  await answerRefusedReplays(tx, job.request.clientId, results);
  return { lastMutationId: plan.lastMutationId, results };
}

/**
 * Applies a run of writes of one intent (push-runs.ts): through its `applyMany` (mutations/many.ts)
 * when it has one and the run holds more than one readable write, else one at a time. An error of
 * the run's data (not a refusal: those are answered per write) fails the attempt without savepoints;
 * with them, the run's savepoint is rolled back and its writes applied one at a time, so only the
 * write at fault is refused.
 */
async function applyRun(tx: Database, caller: Caller, raws: PushRequest['mutations'], context: ApplyContext, savepoints: boolean): Promise<Result[]> {
  const many = raws.length > 1 ? manyHandlerFor(raws[0]!.name) : undefined;
  const parsed = raws.map(invalidReason);
  const valid = parsed.flatMap((m) => ('reason' in m ? [] : [m]));
  if (!many || valid.length < 2) return applyEach(tx, caller, raws, context, savepoints);
  let outcomes: (HttpError | undefined)[];
  if (!savepoints) {
    try {
      outcomes = await many(tx, caller, valid.map((m) => m.args as never), context);
    } catch (error) {
      throw rejectionOf(error) === undefined ? error : new MutationFailed();
    }
  } else {
    const tasks: (() => Promise<void>)[] = [];
    try {
      outcomes = await tx.transaction((sp) => many(sp as unknown as Database, caller, valid.map((m) => m.args as never), { ...context, afterCommit: (task) => tasks.push(task) }));
    } catch (error) {
      if (rejectionOf(error) === undefined) throw error;
      context.log?.warn({ err: error, name: raws[0]!.name, writes: raws.length }, 'push: a run failed, applied one write at a time');
      return applyEach(tx, caller, raws, context, savepoints);
    }
    tasks.forEach(context.afterCommit);
  }
  let next = 0;
  return raws.map((raw, i) => {
    const mutation = parsed[i]!;
    if ('reason' in mutation) return rejected(raw.id, mutation);
    const refusal = outcomes[next++];
    return refusal ? rejected(raw.id, rejectionOf(refusal)!) : { id: raw.id, status: 'applied' };
  });
}

/** Applies `raws` one at a time, in order. */
async function applyEach(tx: Database, caller: Caller, raws: PushRequest['mutations'], context: ApplyContext, savepoints: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const raw of raws) results.push(await applyOne(tx, caller, raw, context, savepoints));
  return results;
}

/**
 * A write sent again whose first answer was lost is a duplicate; if it was refused the first time,
 * it is answered `rejected` with that reason again (from the audit log), so the device shows the
 * refusal instead of taking it as applied (issue 49: every write applied or refused exactly once).
 * One statement, and only for a batch with duplicates; nothing is logged again (`recordProcessed`).
 */
async function answerRefusedReplays(tx: Database, clientId: string, results: Result[]): Promise<void> {
  const replays = results.filter((r) => r.status === 'duplicate');
  if (replays.length === 0) return;
  const refused = await selectRows<{ mutationId: number; reason: string | null; code: string | null; params: Record<string, string | number> | null }>(tx, sql`
    select mutation_id as "mutationId", reason, code, params from ${syncMutationLog}
    where client_id = ${clientId} and status = 'rejected' and mutation_id in (${sql.join(replays.map((r) => sql`${r.id}`), sql`, `)})`);
  const reasons = new Map(refused.map((row) => [row.mutationId, row]));
  for (const result of replays) {
    const row = reasons.get(result.id);
    if (!row) continue;
    result.status = 'rejected';
    result.reason = row.reason ?? refusalEnglish('sync-refused');
    if (row.code !== null) result.code = row.code;
    else if (row.reason === null) result.code = 'sync-refused';
    if (row.params !== null) result.params = row.params;
  }
}

/**
 * Advances the clients' counters and writes the audit log of their processed mutations, in one
 * statement (every statement is a round trip through PGlite's single connection). The log's rows go
 * as one array a column (`unnest`), not as a VALUES list of nine parameters a row: 405 rows
 * insert in about half the time so on PGlite (issue 55 item 1: 10 against 22 ms, medians of 30).
 */
async function recordProcessed(tx: Database, pushes: Processed[]): Promise<void> {
  const counters = pushes.map(({ job, lastMutationId }) => sql`(${job.request.clientId}::text, ${lastMutationId}::integer)`);
  const rows = pushes.flatMap(({ job: { caller, request }, previous, results }) => {
    const names = new Map(request.mutations.map((m) => [m.id, m.name]));
    return results
      // Only the ids processed now: a refused write sent again is answered `rejected`, but was logged the first time.
      .filter((r) => r.id > previous && (r.status === 'applied' || r.status === 'rejected'))
      .map((r) => ({ organisationId: caller.organisationId, clientId: request.clientId, id: r.id, userId: caller.id, name: names.get(r.id) ?? '', result: r }));
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    with counter as (
      update ${syncClients} set last_mutation_id = moved.last, updated_at = now()
      from (values ${sql.join(counters, sql`, `)}) as moved (id, last) where ${syncClients.id} = moved.id)
    insert into ${syncMutationLog} (organisation_id, client_id, mutation_id, user_id, name, status, reason, code, params)
    select w.organisation_id, w.client_id, w.mutation_id, w.user_id, w.name, w.status, w.reason, w.code, w.params::jsonb
    from unnest(${column((row) => row.organisationId)}::text[], ${column((row) => row.clientId)}::text[], ${column((row) => row.id)}::integer[],
      ${column((row) => row.userId)}::text[], ${column((row) => row.name)}::text[], ${column((row) => row.result.status)}::text[],
      ${column((row) => row.result.reason ?? null)}::text[], ${column((row) => row.result.code ?? null)}::text[],
      ${column((row) => (row.result.params ? JSON.stringify(row.result.params) : null))}::text[])
      as w(organisation_id, client_id, mutation_id, user_id, name, status, reason, code, params)`);
}
