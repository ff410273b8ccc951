/** Chat rooms: the caller's rooms as contract rows, a batch's own room, and rooms admins create. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateRoomRequest } from '../../../contract/chat';
import type { SyncRow } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { chatRoomMembers, chatRooms, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { iso } from '../../sync/tables/table';
import { visibleRoomIds } from './policy';

/** The caller's rooms changed after `since` (or just `onlyId`). */
export function roomRows(db: Database, caller: Caller, since: number, onlyId?: string): Promise<SyncRow<'rooms'>[]> {
  const only = onlyId === undefined ? sql`` : sql`and r.id = ${onlyId}`;
  return selectRows(db, sql`
    select r.id, r.name, r.description, r.course_id as "courseId", r.batch_id as "batchId", ${iso(sql`r.created_at`)} as "createdAt"
    from chat_rooms r where r.id in (${visibleRoomIds(caller)}) and r.sync_version > ${since} ${only}
    order by r.name`);
}

/** The room of a new batch: its members are the batch's learners and teacher, whoever they become. */
export async function createBatchRoom(db: Database, batch: { id: string; organisationId: string; name: string; courseId: string }) {
  await db.insert(chatRooms).values({ id: `room-${batch.id}`, organisationId: batch.organisationId, name: batch.name,
    description: 'The batch room.', courseId: batch.courseId, batchId: batch.id }).onConflictDoNothing();
}

/** Creates a room of the admin's organisation with the admin and `memberIds` as members; 404 for a stranger. */
export async function createRoom(db: Database, caller: Caller, input: CreateRoomRequest): Promise<SyncRow<'rooms'>> {
  const memberIds = [...new Set([caller.id, ...input.memberIds])];
  const known = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.organisationId, caller.organisationId), inArray(users.id, memberIds)));
  const missing = memberIds.filter((id) => !known.some((k) => k.id === id));
  if (missing.length) throw refuse(404, 'users-missing', { users: missing.join(', ') });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(chatRooms).values({ id, organisationId: caller.organisationId, name: input.name, description: input.description ?? '' });
    await tx.insert(chatRoomMembers).values(memberIds.map((userId) => ({ id: `${id}-${userId}`, organisationId: caller.organisationId, roomId: id, userId })));
  });
  const [row] = await roomRows(db, caller, 0, id);
  return row!;
}
