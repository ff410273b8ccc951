/** Reading chat messages as contract rows: what pull, the live stream and history pages send. */
import { sql, type SQL } from 'drizzle-orm';
import type { MessageCursor } from '../../../contract/chat';
import type { SyncRow } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { iso } from '../../sync/tables/table';
import { ownConversationIds, visibleRoomIds, type ChatTarget } from './policy';

/** A message row with the server version it was written at (the id of the transaction that wrote it). */
export type VersionedMessage = SyncRow<'messages'> & { version: number };

/** The columns of a message row, from `messages m` joined to its sender `s`. */
const columns = sql`m.id, m.room_id as "roomId", m.conversation_id as "conversationId", m.sender_id as "senderId",
  s.display_name as "senderName", m.body, ${iso(sql`m.sent_at`)} as "sentAt"`;

/**
 * The order of a thread, newest first: sentAt to the millisecond (what rows carry, so a cursor
 * taken from a row matches it exactly), then id in code-unit order (as the device's index sorts).
 */
const sentKey = sql`date_trunc('milliseconds', m.sent_at)`;
const idKey = sql`(m.id collate "C")`;
const newestFirst = sql`${sentKey} desc, ${idKey} desc`;

/** SQL: messages `m` the caller may read. */
function visible(caller: Caller): SQL {
  return sql`m.organisation_id = ${caller.organisationId}
    and (m.room_id in (${visibleRoomIds(caller)}) or m.conversation_id in (${ownConversationIds(caller)}))`;
}

/** Messages the caller may read written after version `since`, in version order (at most `limit`). */
export function messagesSince(db: Database, caller: Caller, since: number, limit = 10_000): Promise<VersionedMessage[]> {
  return selectRows(db, sql`
    select ${columns}, m.sync_version::float8 as version from messages m join users s on s.id = m.sender_id
    where ${visible(caller)} and m.sync_version > ${since} order by m.sync_version, m.sent_at limit ${limit}`);
}

/** The newest `perTarget` messages of every room and conversation of the caller (a full pull). */
export function recentMessages(db: Database, caller: Caller, perTarget: number): Promise<SyncRow<'messages'>[]> {
  return selectRows(db, sql`
    select ${columns} from (
      select m.*, row_number() over (partition by coalesce(m.room_id, m.conversation_id) order by ${newestFirst}) as rn
      from messages m where ${visible(caller)}) m join users s on s.id = m.sender_id
    where m.rn <= ${perTarget}`);
}

/** SQL: messages after `cursor` in newest-first order (older ones, or an earlier id at the same time). */
function olderThan(cursor: MessageCursor | undefined): SQL {
  if (!cursor) return sql``;
  const at = sql`date_trunc('milliseconds', ${cursor.before}::timestamptz)`;
  if (cursor.beforeId === undefined) return sql`and ${sentKey} < ${at}`;
  return sql`and (${sentKey}, ${idKey}) < (${at}, ${cursor.beforeId} collate "C")`;
}

/**
 * One page of a room's or conversation's history: up to `limit` messages below `cursor`, newest
 * first. Paging from the oldest row of each page visits every message exactly once.
 */
export function messagesPage(db: Database, target: ChatTarget, cursor: MessageCursor | undefined, limit: number): Promise<SyncRow<'messages'>[]> {
  const where = target.roomId !== undefined ? sql`m.room_id = ${target.roomId}` : sql`m.conversation_id = ${target.conversationId}`;
  return selectRows(db, sql`
    select ${columns} from messages m join users s on s.id = m.sender_id
    where ${where} ${olderThan(cursor)} order by ${newestFirst} limit ${limit}`);
}
