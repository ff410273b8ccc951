import { expect, test } from 'vitest';
import { assertAuditedPage } from '../../bench/support/audited-page';

test('an audit of /login that ended on /dashboard (a signed-in learner) is refused', () => {
  expect(() => assertAuditedPage('http://127.0.0.1:4000/login', 'http://127.0.0.1:4000/dashboard')).toThrow(/ended on .*\/dashboard/);
});

test('an audit that stayed on its page passes, whatever its query or hash', () => {
  expect(() => assertAuditedPage('http://127.0.0.1:4000/login', 'http://127.0.0.1:4000/login?next=%2F#x')).not.toThrow();
});
