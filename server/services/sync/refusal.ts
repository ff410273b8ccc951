/**
 * How push answers an error thrown while applying ONE mutation: a refusal (`HttpError` < 500) keeps
 * its detail; an error of the data (a PostgreSQL range, format or constraint error, or any other
 * error of the handler) becomes a plain reason a learner can read — never SQL text or a stack —
 * so the mutation is `rejected` and the queue moves on. Only a failure of the batch machinery
 * (the connection, the transaction or its savepoint, a deadlock, the server out of resources) or
 * an `HttpError` ≥ 500 fails the whole push, which the client retries.
 */
import { HttpError } from '../../http/problem';

/** SQLSTATE classes that say the transaction or the server failed, not this mutation's data. */
const BATCH_FAILURE_CLASSES = new Set([
  '08', // connection exception
  '25', // invalid transaction state (e.g. the transaction is already aborted)
  '3B', // savepoint exception
  '40', // transaction rollback: serialization failure, deadlock
  '53', // insufficient resources
  '55', // object not in prerequisite state (lock not available)
  '57', // operator intervention: query cancelled, shutdown
  '58', // system error
  'XX', // internal error
]);

/** The SQLSTATE of a PostgreSQL error, looked for through `cause` (drizzle wraps driver errors). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** The reason a learner reads for a PostgreSQL error of this mutation's data. */
function reasonForState(state: string | undefined): string {
  if (state === '23505') return 'This change conflicts with something already saved on the server, so it was not saved.';
  if (state === '23503') return 'This change refers to something that is no longer on the server, so it was not saved.';
  if (state?.startsWith('22') || state?.startsWith('23')) return 'A value in this change is out of range or not valid, so it was not saved.';
  return 'The server could not save this change, so it was not saved. If this keeps happening, tell an administrator.';
}

/**
 * The reason to answer `rejected` with for `error`, or undefined when the error is a failure of
 * the batch itself and must fail the push.
 */
export function refusalReason(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.status < 500 ? error.detail : undefined;
  const state = sqlState(error);
  if (state && BATCH_FAILURE_CLASSES.has(state.slice(0, 2))) return undefined;
  return reasonForState(state);
}
