/**
 * The teachers a batch can be given (issue 20 item 6): read only while the batch form is open, so
 * the batches screen does no work over the whole organisation to paint. This device's teachers come
 * at once; when online the server's people list is merged in (its row wins, and it adds a teacher
 * not pulled yet), as the people list does (use-people-list.ts).
 */
import { useLiveQuery } from '@/data/live-query';
import { useMemo } from 'react';
import { db } from '@/data/db';
import { useIsOnline } from '@/ui/use-online';
import { peoplePath, useServerData, type Person } from '../api';

async function readLocalTeachers(): Promise<Person[]> {
  const teachers = await db.people.where('role').equals('teacher').toArray();
  return teachers
    .filter((p) => !p.removedAt)
    .map((p) => ({ id: p.id, userId: p.id, email: p.email, displayName: p.name, role: p.role, status: 'member', batchNames: [], since: p.createdAt }));
}

// The server lists people by email; the merged list keeps that order.
const emailOf = (p: Person) => p.email ?? '';

/** The member teachers of the organisation while `open` (an empty list while closed). */
export function useTeacherChoices(open: boolean): Person[] {
  const online = useIsOnline();
  const local = useLiveQuery(() => (open ? readLocalTeachers() : Promise.resolve([])), [open]);
  const server = useServerData<Person[]>(open && online ? peoplePath : null);
  return useMemo(() => {
    const listed = new Set((server.data ?? []).map((p) => p.id));
    const fromServer = (server.data ?? []).filter((p) => p.role === 'teacher' && p.status === 'member');
    return [...fromServer, ...(local ?? []).filter((p) => !listed.has(p.id))].sort((a, b) => emailOf(a).localeCompare(emailOf(b)));
  }, [local, server.data]);
}
