/** Which errors of one mutation are refusals (`rejected`, with a readable reason) and which fail the push. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/problem';
import { refusalReason, sqlState } from '../../server/sync/refusal';

/** A driver error with a SQLSTATE, wrapped the way drizzle wraps it (SQL text in the message). */
function wrapped(code: string): Error {
  const driver = Object.assign(new Error('value out of range'), { code });
  return new Error('Failed query: insert into lesson_progress … params: 1e39', { cause: driver });
}

describe('refusalReason', () => {
  it('keeps the detail of a refusal and fails the push on an HttpError ≥ 500', () => {
    expect(refusalReason(new HttpError(422, 'Too late.'))).toBe('Too late.');
    expect(refusalReason(new HttpError(503, 'Busy.'))).toBeUndefined();
  });

  it.each(['22003', '22008', '22P02', '23514', '23505', '23503'])('refuses a data error %s in words without SQL', (code) => {
    const reason = refusalReason(wrapped(code));
    expect(reason).toMatch(/not saved/);
    expect(reason).not.toMatch(/insert|lesson_progress|params|failed query/i);
  });

  it.each(['08006', '25P02', '3B001', '40001', '40P01', '53100', '55P03', '57014', 'XX000'])('fails the push on a batch failure %s', (code) => {
    expect(refusalReason(wrapped(code))).toBeUndefined();
  });

  it('refuses any other error of a handler (a bug must not jam the queue)', () => {
    expect(refusalReason(new TypeError('x is undefined'))).toMatch(/could not save this change/);
    expect(refusalReason('thrown string')).toMatch(/could not save this change/);
  });

  it('finds the SQLSTATE through causes', () => {
    expect(sqlState(wrapped('22003'))).toBe('22003');
    expect(sqlState(new Error('no code'))).toBeUndefined();
  });
});
