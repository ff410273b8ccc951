/**
 * The rows of the admin's people list (issue 17 item 9, issue 20 item 6): built from this device at
 * once (the pulled `people`, `memberships` and `batches`), so the list paints without waiting for
 * the network and works offline; then, when online, merged with the server's list, which adds what
 * only it knows (pending invitations, and anything the device has not pulled yet). The server's
 * row wins for a person it lists.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '@/data/db';
import { useIsOnline } from '@/ui/use-online';
import { peoplePath, useServerData, type Person } from '../api';

/** A person with their batches as one text (sortable and searchable). */
export type PersonRow = Person & { batchList: string };

/** What the people screen shows. */
export interface PeopleList {
  /** `undefined` until this device's rows are read. */
  rows: PersonRow[] | undefined;
  /** Why the server's list is missing: offline, or its problem text; null when loaded or loading. */
  serverProblem: 'offline' | string | null;
  /** Reads the server's list again (after a change made through it). */
  reload: () => void;
}

const withBatchList = (person: Person): PersonRow => ({ ...person, batchList: person.batchNames.join(', ') });

/** Every person this device has pulled, as the server's list would show them (no invitations). */
async function readLocalPeople(): Promise<PersonRow[]> {
  const [people, memberships, batches] = await Promise.all([db.people.toArray(), db.memberships.toArray(), db.batches.toArray()]);
  const batchName = new Map(batches.map((b) => [b.id, b.name]));
  const batchesOf = new Map<string, string[]>();
  for (const m of memberships) {
    const name = batchName.get(m.batchId);
    if (name === undefined) continue;
    const names = batchesOf.get(m.userId);
    if (names) names.push(name);
    else batchesOf.set(m.userId, [name]);
  }
  return people.map((p) =>
    withBatchList({
      id: p.id,
      userId: p.id,
      email: p.email,
      displayName: p.name,
      role: p.role,
      status: p.removedAt ? 'removed' : 'member',
      batchNames: (batchesOf.get(p.id) ?? []).sort((a, b) => a.localeCompare(b)),
      since: p.createdAt,
    }),
  );
}

/** The local rows with the server's rows laid over them (the server's row wins; its extra rows are added). */
export function mergePeople(local: readonly PersonRow[], server: readonly Person[] | undefined): PersonRow[] {
  if (!server) return local as PersonRow[];
  const listed = new Set(server.map((p) => p.id));
  return [...server.map(withBatchList), ...local.filter((p) => !listed.has(p.id))];
}

/** The people list: this device's rows at once, the server's merged in when it answers. */
export function usePeopleList(): PeopleList {
  const online = useIsOnline();
  const local = useLiveQuery(readLocalPeople, []);
  const server = useServerData<Person[]>(online ? peoplePath : null);
  const rows = useMemo(() => local && mergePeople(local, server.data), [local, server.data]);
  return {
    rows,
    serverProblem: !online ? 'offline' : (server.error ?? null),
    reload: server.reload,
  };
}
