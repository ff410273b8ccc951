// The people list's rows (src/features/admin-people/data/people-rows.ts): built from the pulled
// people, memberships and batches in one pass, and the server's list laid over them with the
// device's row objects kept where the server says the same (the table's caches hang on them).
import { describe, expect, test } from 'vitest';
import type { Person } from '@contract/people';
import { localPeopleRows, mergePeople } from '@/features/admin-people/data/people-rows';

const at = '2026-11-20T10:00:00.000Z';
const person = (id: string, name: string | null, removedAt: string | null = null) =>
  ({ id, name, email: `${id}@demo.test`, photoUrl: null, role: 'learner' as const, removedAt, createdAt: at, updatedAt: at });
const batches = [{ id: 'b-s', name: 'Spring' }, { id: 'b-a', name: 'Autumn' }, { id: 'b-w', name: 'Winter' }];
const memberships = [
  { batchId: 'b-s', userId: 'u-kim' },
  { batchId: 'b-a', userId: 'u-kim' },
  { batchId: 'b-w', userId: 'u-ola' },
  // A batch this device does not have: left out, not shown as an empty name.
  { batchId: 'b-gone', userId: 'u-ola' },
];

describe('localPeopleRows', () => {
  test('each person once, with their batches sorted by name and as one text, and removed people marked', () => {
    const rows = localPeopleRows([person('u-kim', 'Kim'), person('u-ola', null, at), person('u-new', 'New')], memberships, batches);
    expect(rows).toEqual([
      { id: 'u-kim', userId: 'u-kim', email: 'u-kim@demo.test', displayName: 'Kim', role: 'learner', status: 'member', batchNames: ['Autumn', 'Spring'], since: at, batchList: 'Autumn, Spring' },
      { id: 'u-ola', userId: 'u-ola', email: 'u-ola@demo.test', displayName: null, role: 'learner', status: 'removed', batchNames: ['Winter'], since: at, batchList: 'Winter' },
      { id: 'u-new', userId: 'u-new', email: 'u-new@demo.test', displayName: 'New', role: 'learner', status: 'member', batchNames: [], since: at, batchList: '' },
    ]);
  });
});

describe('mergePeople', () => {
  const local = localPeopleRows([person('u-kim', 'Kim'), person('u-ola', 'Ola'), person('u-only-here', 'Here')], memberships, batches);
  const onServer = (row: (typeof local)[number], changes: Partial<Person> = {}): Person => {
    const { batchList: _batchList, ...rest } = row;
    return { ...rest, batchNames: [...row.batchNames], ...changes };
  };

  test('without the server, the local rows as they are', () => {
    expect(mergePeople(local, undefined)).toBe(local);
  });

  test("the server's rows win and its extra rows are added; a person it says the same about keeps the device's object", () => {
    const invitation: Person = { id: 'invitation:i-1', userId: null, email: 'ines@demo.test', displayName: null, role: 'learner', status: 'invited', batchNames: ['Spring'], since: at };
    const merged = mergePeople(local, [onServer(local[0]!), onServer(local[1]!, { role: 'teacher', batchNames: ['Spring', 'Winter'] }), invitation]);
    expect(merged.map((row) => row.id)).toEqual(['u-kim', 'u-ola', 'invitation:i-1', 'u-only-here']);
    // Kim: the same on both sides, so the very same object.
    expect(merged[0]).toBe(local[0]);
    // Ola: the server's role and batches.
    expect(merged[1]).not.toBe(local[1]);
    expect(merged[1]).toMatchObject({ role: 'teacher', batchNames: ['Spring', 'Winter'], batchList: 'Spring, Winter' });
    expect(merged[2]).toMatchObject({ status: 'invited', batchList: 'Spring' });
    // Only on the device: kept, once.
    expect(merged[3]).toBe(local[2]);
  });
});
