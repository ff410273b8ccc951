import { describe, expect, it } from 'vitest';
import { parseCurrentUser, parsePullResponse, parsePushResponse, WireFormatError } from '../../contract/wire';

const user = {
  id: 'u5-learner', uid: 'demo-learner', email: 'learner@demo.test', displayName: null, photoURL: null,
  organisationId: '5', organisationName: 'Demo Academy', role: 'learner',
};

describe('parseCurrentUser', () => {
  it('keeps the contract fields and drops the rest', () => {
    expect(parseCurrentUser({ ...user, extra: 1 })).toEqual(user);
  });

  it('refuses an unknown role or a missing field, naming it', () => {
    expect(() => parseCurrentUser({ ...user, role: 'owner' })).toThrow(/user\.role should be one of learner, teacher, admin/);
    expect(() => parseCurrentUser({ ...user, uid: undefined })).toThrow(WireFormatError);
    expect(() => parseCurrentUser('<html>')).toThrow(/user should be an object/);
  });
});

describe('parsePushResponse', () => {
  it('reads per-mutation results with an optional reason', () => {
    const answer = { lastMutationId: 3, results: [{ id: 2, status: 'applied' }, { id: 3, status: 'rejected', reason: 'Closed.' }] };
    expect(parsePushResponse(answer)).toEqual(answer);
  });

  it('refuses an unknown status and a negative lastMutationId', () => {
    expect(() => parsePushResponse({ lastMutationId: 1, results: [{ id: 1, status: 'done' }] })).toThrow(/push\.results\[0\]\.status/);
    expect(() => parsePushResponse({ lastMutationId: -1, results: [] })).toThrow(/push\.lastMutationId/);
  });
});

describe('parsePullResponse', () => {
  it('defaults missing put and del lists to empty and keeps row fields', () => {
    const parsed = parsePullResponse({ cursor: '7', reset: false, lastMutationId: 0, changes: { courses: { put: [{ id: 'c1', title: 'T' }] }, lessons: { del: ['l1'] } } });
    expect(parsed.changes).toEqual({ courses: { put: [{ id: 'c1', title: 'T' }], del: [] }, lessons: { put: [], del: ['l1'] } });
  });

  it('refuses a row without a string id, naming where it is', () => {
    expect(() => parsePullResponse({ cursor: '7', reset: false, lastMutationId: 0, changes: { courses: { put: [{ id: 1 }] } } }))
      .toThrow(/pull\.changes\.courses\.put\[0\]\.id should be a string/);
    expect(() => parsePullResponse({ cursor: 7, reset: false, lastMutationId: 0, changes: {} })).toThrow(/pull\.cursor/);
  });
});
