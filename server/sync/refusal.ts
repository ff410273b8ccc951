/**
 * How push answers an error thrown while applying ONE mutation: a refusal (`HttpError` < 500) keeps
 * its detail; an error of the data (a PostgreSQL range, format or constraint error, or any other
 * error of the handler) becomes a plain reason a learner can read — never SQL text or a stack —
 * so the mutation is `rejected` and the queue moves on. Only a failure of the batch machinery
 * (the connection, the transaction or its savepoint, a deadlock, the server out of resources) or
 * an `HttpError` ≥ 500 fails the whole push, which the client retries.
 */
import { refusalEnglish, type Refusal, type RefusalCode } from '../../contract/refusals';
import { HttpError } from '../http/problem';

/** What a rejected write is answered with: the English reason, and its code and params when it has them. */
export interface Rejection {
  reason: string;
  refusal?: Refusal;
}

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

/** The refusal a learner reads for a PostgreSQL error of this mutation's data. */
function codeForState(state: string | undefined): RefusalCode {
  if (state === '23505') return 'sync-conflict';
  if (state === '23503') return 'sync-missing-reference';
  if (state?.startsWith('22') || state?.startsWith('23')) return 'sync-invalid-value';
  return 'sync-not-saved';
}

/**
 * What to answer `rejected` with for `error`, or undefined when the error is a failure of the
 * batch itself and must fail the push.
 */
export function rejectionOf(error: unknown): Rejection | undefined {
  if (error instanceof HttpError) {
    if (error.status >= 500) return undefined;
    return error.extra.refusal ? { reason: error.detail, refusal: error.extra.refusal } : { reason: error.detail };
  }
  const state = sqlState(error);
  if (state && BATCH_FAILURE_CLASSES.has(state.slice(0, 2))) return undefined;
  const code = codeForState(state);
  return { reason: refusalEnglish(code), refusal: { code } };
}

/** The English reason of {@link rejectionOf}. */
export function refusalReason(error: unknown): string | undefined {
  return rejectionOf(error)?.reason;
}
