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
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { mutationSchema, type Mutation, type PushRequest, type PushResponse } from '../../../contract/sync';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { syncClients, syncMutationLog } from '../../db/schema';
import { HttpError } from '../../http/problem';
import { findUnstorable } from '../../http/validate';
import { claimClient } from './clients';
import { handlerFor, type MutationContext } from './mutations/registry';
import { refusalReason } from './refusal';

type Result = PushResponse['results'][number];

/** Why a pushed mutation does not match its schema, in words a learner can read. */
function invalidReason(raw: PushRequest['mutations'][number]): string | Mutation {
  const parsed = mutationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    return `This change could not be read by the server${where}: ${issue?.message ?? 'invalid'}.`;
  }
  const problem = findUnstorable(parsed.data.args);
  return problem ? `This change could not be read by the server (args.${problem.path}): it ${problem.message}.` : parsed.data;
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
  if (typeof mutation === 'string') return { id: raw.id, status: 'rejected', reason: mutation };
  const handler = handlerFor(mutation.name);
  if (!handler) return { id: raw.id, status: 'rejected', reason: `This server cannot apply ${mutation.name} yet.` };
  if (!savepoints) {
    try {
      await handler(tx, caller, mutation.args as never, context);
      return { id: raw.id, status: 'applied' };
    } catch (error) {
      throw refusalReason(error) === undefined ? error : new MutationFailed();
    }
  }
  // Work a handler asks for counts only if its savepoint is kept.
  const tasks: (() => Promise<void>)[] = [];
  try {
    await tx.transaction((sp) => handler(sp as unknown as Database, caller, mutation.args as never, { ...context, afterCommit: (task) => tasks.push(task) }));
    tasks.forEach(context.afterCommit);
    return { id: raw.id, status: 'applied' };
  } catch (error) {
    const reason = refusalReason(error);
    if (reason === undefined) throw error;
    if (!(error instanceof HttpError)) context.log?.warn({ err: error, mutationId: raw.id, name: raw.name }, 'push: mutation rejected after an error');
    return { id: raw.id, status: 'rejected', reason };
  }
}

/** Services the handlers may use (the live bus; the tutor answers `ai.ask`), and the request's log for errors turned into refusals. */
export type PushServices = Pick<MutationContext, 'tutor' | 'live'> & { log?: Pick<Logger, 'warn'> };
type ApplyContext = MutationContext & Pick<PushServices, 'log'>;

/**
 * Applies a push batch for the caller and answers per mutation; what handlers asked to run after
 * the commit starts once the transaction has committed (not awaited: the answer does not wait).
 */
export async function pushMutations(db: Database, caller: Caller, request: PushRequest, services: PushServices): Promise<PushResponse> {
  let tasks: (() => Promise<void>)[] = [];
  const attempt = (savepoints: boolean) => {
    tasks = [];
    return applyBatch(db, caller, request, { ...services, afterCommit: (task) => tasks.push(task) }, savepoints);
  };
  let response: PushResponse;
  try {
    response = await attempt(false);
  } catch (error) {
    if (!(error instanceof MutationFailed)) throw error;
    response = await attempt(true);
  }
  for (const task of tasks) void task().catch((error: unknown) => console.error('after-commit task failed', error));
  return response;
}

function applyBatch(db: Database, caller: Caller, request: PushRequest, context: ApplyContext, savepoints: boolean): Promise<PushResponse> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    let { lastMutationId } = await claimClient(tx, caller, request.clientId);
    const start = lastMutationId;
    const results: Result[] = [];
    const batchContext: ApplyContext = { ...context, lessonChecks: new Map() };
    let gap = false;
    for (const raw of request.mutations) {
      if (raw.id <= lastMutationId) results.push({ id: raw.id, status: 'duplicate' });
      else if (gap || raw.id !== lastMutationId + 1) {
        gap = true;
        results.push({ id: raw.id, status: 'skipped' });
      } else {
        results.push(await applyOne(tx, caller, raw, batchContext, savepoints));
        // Another kind of write may change what the caller may open: check lessons afresh after it.
        if (raw.name !== 'progress.set') batchContext.lessonChecks?.clear();
        lastMutationId = raw.id;
      }
    }
    const processed = results.filter((r) => r.status === 'applied' || r.status === 'rejected');
    if (lastMutationId !== start) await recordProcessed(tx, caller, request, lastMutationId, processed);
    return { lastMutationId, results };
  });
}

/**
 * Advances the client's counter and writes the audit log of the processed mutations, in one
 * statement (every statement is a round trip through PGlite's single connection).
 */
async function recordProcessed(tx: Database, caller: Caller, request: PushRequest, lastMutationId: number, processed: Result[]): Promise<void> {
  const names = new Map(request.mutations.map((m) => [m.id, m.name]));
  const rows = processed.map((r) => sql`(${caller.organisationId}, ${request.clientId}, ${r.id}, ${caller.id}, ${names.get(r.id) ?? ''}, ${r.status}, ${r.reason ?? null})`);
  await tx.execute(sql`
    with counter as (update ${syncClients} set last_mutation_id = ${lastMutationId}, updated_at = now() where id = ${request.clientId})
    insert into ${syncMutationLog} (organisation_id, client_id, mutation_id, user_id, name, status, reason) values ${sql.join(rows, sql`, `)}`);
}
