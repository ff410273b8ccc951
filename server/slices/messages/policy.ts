/**
 * Who belongs where in chat, as SQL fragments every chat query shares: a room's members are its
 * listed members plus, for a batch's room, the batch's learners and teacher (admins see every room
 * of their organisation); a conversation's members are listed; people may talk one-to-one when
 * they share a batch (teacher with student, or two students). The chat slice's policy (issue 47):
 * the readers, services and routes of chat share these fragments.
 */
import { sql, type SQL } from 'drizzle-orm';
import { roles } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { teaches } from '../../db/batch-teachers';
import { refusedWith, type Policy, type Refusal } from '../../auth/policy';

/** SQL: the ids of the rooms of the caller's organisation the caller belongs to. */
export function visibleRoomIds(caller: Caller): SQL {
  const member = caller.role === 'admin' ? sql`true` : sql`(
    exists (select 1 from chat_room_members rm where rm.room_id = r.id and rm.user_id = ${caller.id})
    or exists (select 1 from batch_members bm where bm.batch_id = r.batch_id and bm.user_id = ${caller.id})
    or ${teaches(sql`r.batch_id`, caller.id)})`;
  return sql`select r.id from chat_rooms r where r.organisation_id = ${caller.organisationId} and ${member}`;
}

/** SQL: the ids of the caller's conversations. */
export function ownConversationIds(caller: Caller): SQL {
  return sql`select cm.conversation_id from conversation_members cm
    where cm.user_id = ${caller.id} and cm.organisation_id = ${caller.organisationId}`;
}

/** SQL: the users `u` the caller may start a conversation with (same organisation, a shared batch; admins: anyone). */
export function peopleFilter(caller: Caller): SQL {
  const shared = caller.role === 'admin' ? sql`true` : sql`exists (
    select 1 from batches b where b.organisation_id = ${caller.organisationId} and (
      (${teaches(sql`b.id`, caller.id)} and exists (select 1 from batch_members m where m.batch_id = b.id and m.user_id = u.id))
      or (exists (select 1 from batch_members m where m.batch_id = b.id and m.user_id = ${caller.id})
        and (${teaches(sql`b.id`, sql`u.id`)} or exists (select 1 from batch_members m2 where m2.batch_id = b.id and m2.user_id = u.id)))))`;
  return sql`u.organisation_id = ${caller.organisationId} and u.id <> ${caller.id} and ${shared}`;
}

/** The target of a message or a page of history: exactly one of a room and a conversation. */
export type ChatTarget = { roomId: string; conversationId?: undefined } | { conversationId: string; roomId?: undefined };

/** 403 unless the caller belongs to the target (an unknown or other organisation's target is the same: not theirs). */
async function member(db: Database, caller: Caller, target: ChatTarget): Promise<Refusal | null> {
  const query = target.roomId !== undefined
    ? sql`select 1 as ok where ${target.roomId} in (${visibleRoomIds(caller)})`
    : sql`select 1 as ok where ${target.conversationId} in (${ownConversationIds(caller)})`;
  const [row] = await selectRows<{ ok: number }>(db, query);
  if (row) return null;
  return refusedWith(403, target.roomId !== undefined ? 'chat-not-room-member' : 'chat-not-in-conversation');
}

/** Who may do what in chat: role × action × target (every role, in the rooms and conversations they belong to). */
export const chatPolicy: Policy<{ 'message.read': ChatTarget; 'message.send': ChatTarget }> = {
  'message.read': { roles, refusal: 'chat-sign-in-read', target: member },
  'message.send': { roles, refusal: 'chat-sign-in', target: member },
};
