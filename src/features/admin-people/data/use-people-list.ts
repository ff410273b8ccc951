/**
 * The rows of the admin's people list (issue 17 item 9, issue 20 item 6): built from this device at
 * once (the pulled `people`, `memberships` and `batches`), so the list paints without waiting for
 * the network and works offline; then, when online, merged with the server's list, which adds what
 * only it knows (pending invitations, and anything the device has not pulled yet). The server's
 * row wins for a person it lists.
 */
import { useLiveQuery } from '@/data/live-query';
import { useDeferredValue, useMemo } from 'react';
import { db } from '@/data/db';
import { useIsOnline } from '@/ui/use-online';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { peoplePath, useServerData, type Person } from '../api';
import { localPeopleRows, mergePeople, type PersonRow } from './people-rows';

export type { PersonRow } from './people-rows';

/** What the people screen shows. */
export interface PeopleList {
  /** `undefined` until this device's rows are read. */
  rows: PersonRow[] | undefined;
  /** Why the server's list is missing: offline, or its problem text; null when loaded or loading. */
  serverProblem: 'offline' | string | null;
  /** Reads the server's list again (after a change made through it). */
  reload: () => void;
}

/** Every person this device has pulled, as the server's list would show them (no invitations). */
async function readLocalPeople(): Promise<PersonRow[]> {
  const [people, memberships, batches] = await Promise.all([db.people.toArray(), db.memberships.toArray(), db.batches.toArray()]);
  return localPeopleRows(people, memberships, batches);
}

/** The people list: this device's rows at once, the server's (asked after they are painted) merged in when it answers. */
export function usePeopleList(): PeopleList {
  const online = useIsOnline();
  const local = useLiveQuery(readLocalPeople, []);
  // Asked once the device's rows are painted: its answer (every person again) is parsed on the page's
  // thread, and a server on the same machine would take the CPU that paint needs.
  const painted = useAfterNextPaint(local !== undefined);
  const server = useServerData<Person[]>(online && painted ? peoplePath : null);
  // The server's list is merged in a render of its own (a transition): when it answers while the
  // device's rows are being painted, it does not hold that paint up.
  const serverPeople = useDeferredValue(server.data);
  const rows = useMemo(() => local && mergePeople(local, serverPeople), [local, serverPeople]);
  return {
    rows,
    serverProblem: !online ? 'offline' : (server.error ?? null),
    reload: server.reload,
  };
}
