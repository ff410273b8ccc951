/**
 * The people list's rows, built from this device's pulled people, memberships and batches, and the
 * server's list laid over them. One pass each with Maps, one object per person: at 10,000 people
 * every extra copy of the list is garbage the first paint pays for.
 */
import type { SyncRow } from '@contract/tables';
import type { Person } from '../api';

/** A person with their batches as one text (sortable and searchable). */
export type PersonRow = Person & { batchList: string };

const byName = (a: string, b: string) => a.localeCompare(b);

/** Every pulled person as the server's list would show them (members and removed people; no invitations), their batch names sorted. */
export function localPeopleRows(
  people: readonly SyncRow<'people'>[],
  memberships: readonly Pick<SyncRow<'memberships'>, 'batchId' | 'userId'>[],
  batches: readonly Pick<SyncRow<'batches'>, 'id' | 'name'>[],
): PersonRow[] {
  const batchName = new Map(batches.map((b) => [b.id, b.name]));
  const batchesOf = new Map<string, string[]>();
  for (const m of memberships) {
    const name = batchName.get(m.batchId);
    if (name === undefined) continue;
    const names = batchesOf.get(m.userId);
    if (names) names.push(name);
    else batchesOf.set(m.userId, [name]);
  }
  return people.map((p) => {
    const batchNames = batchesOf.get(p.id) ?? [];
    if (batchNames.length > 1) batchNames.sort(byName);
    return {
      id: p.id,
      userId: p.id,
      email: p.email,
      displayName: p.name,
      role: p.role,
      status: p.removedAt ? 'removed' : 'member',
      batchNames,
      since: p.createdAt,
      batchList: batchNames.join(', '),
    };
  });
}

/** Whether the device's row shows exactly what the server says about the person. */
function sameAs(row: PersonRow, person: Person): boolean {
  return (
    row.userId === person.userId &&
    row.email === person.email &&
    row.displayName === person.displayName &&
    row.role === person.role &&
    row.status === person.status &&
    row.since === person.since &&
    row.batchNames.length === person.batchNames.length &&
    row.batchNames.every((name, i) => name === person.batchNames[i])
  );
}

/**
 * The local rows with the server's laid over them: the server's row wins for a person it lists, and
 * its extra rows (pending invitations, people not pulled yet) are added. Where the server says the
 * same as the device, the device's row object is kept, so the table's cached sort keys and rendered
 * rows stay valid.
 */
export function mergePeople(local: readonly PersonRow[], server: readonly Person[] | undefined): PersonRow[] {
  if (!server) return local as PersonRow[];
  const localById = new Map(local.map((row) => [row.id, row]));
  const merged = server.map((person): PersonRow => {
    const row = localById.get(person.id);
    localById.delete(person.id);
    return row && sameAs(row, person) ? row : { ...person, batchList: person.batchNames.join(', ') };
  });
  for (const row of localById.values()) merged.push(row);
  return merged;
}
