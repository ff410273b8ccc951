/**
 * A run of `message.send` writes of one push applied set-based (issue 55): one membership check for
 * the distinct rooms and conversations the run names and one insert, with the same answers as
 * `sendMessage` applied one by one (send.ts).
 */
import { sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { messages } from '../../db/schema';
import { HttpError, refuse } from '../../http/problem';
import { chatPolicy, ownConversationIds, visibleRoomIds } from './policy';
import { decide, refusedWith, type Refusal } from '../../auth/policy';

type Send = MutationArgs<'message.send'>;

/** The rooms and conversations among those `sends` name that the caller belongs to, in one statement. */
async function memberOf(db: Database, caller: Caller, sends: Send[]): Promise<Set<string>> {
  const rooms = [...new Set(sends.flatMap((s) => (s.roomId !== undefined ? [s.roomId] : [])))];
  const conversations = [...new Set(sends.flatMap((s) => (s.roomId === undefined ? [s.conversationId!] : [])))];
  const rows = await selectRows<{ id: string }>(db, sql`
    select id from unnest(${sql.param(rooms)}::text[]) as t(id) where id in (${visibleRoomIds(caller)})
    union all
    select id from unnest(${sql.param(conversations)}::text[]) as t(id) where id in (${ownConversationIds(caller)})`);
  return new Set(rows.map((row) => row.id));
}

/** A policy's refusal as the error a push answers `rejected` with. */
const asError = (refusal: Refusal) => new HttpError(refusal.status, refusal.detail, refusal.refusal ? { refusal: refusal.refusal } : {});

/** Each message's refusal (403 outside the caller's rooms and conversations, 409 for an id taken by someone else) or undefined once stored. */
export async function sendMessages(db: Database, caller: Caller, sends: Send[]): Promise<(HttpError | undefined)[]> {
  if (!chatPolicy['message.send'].roles.includes(caller.role)) {
    // The role's refusal, which reads nothing.
    const refusal = await decide(chatPolicy, db, caller, 'message.send', { roomId: sends[0]?.roomId ?? '' });
    return sends.map(() => (refusal ? asError(refusal) : undefined));
  }
  const members = await memberOf(db, caller, sends);
  const outcomes = sends.map((s) => {
    if (s.roomId !== undefined ? members.has(s.roomId) : members.has(s.conversationId!)) return undefined;
    return asError(refusedWith(403, s.roomId !== undefined ? 'chat-not-room-member' : 'chat-not-in-conversation'));
  });
  const seen = new Set<string>();
  const rows = sends.filter((s, i) => !outcomes[i] && !seen.has(s.messageId) && seen.add(s.messageId));
  if (rows.length === 0) return outcomes;
  // A device clock ahead of the server must not sort a message after everything said later.
  const now = Date.now();
  const stored = await selectRows<{ id: string; mine: boolean }>(db, sql`
    with w as (
      select * from unnest(${sql.param(rows.map((s) => s.messageId))}::text[], ${sql.param(rows.map((s) => s.roomId ?? null))}::text[],
        ${sql.param(rows.map((s) => s.conversationId ?? null))}::text[], ${sql.param(rows.map((s) => s.body))}::text[],
        ${sql.param(rows.map((s) => new Date(Math.min(Date.parse(s.sentAt), now)).toISOString()))}::timestamptz[])
        with ordinality as w(id, room_id, conversation_id, body, sent_at, n)),
    inserted as (
      insert into ${messages} (id, organisation_id, room_id, conversation_id, sender_id, body, sent_at)
      select w.id, ${caller.organisationId}, w.room_id, w.conversation_id, ${caller.id}, w.body, w.sent_at from w order by w.n
      on conflict do nothing returning id)
    select id, true as mine from inserted
    union all
    select m.id, m.sender_id = ${caller.id} as mine from ${messages} m where m.id in (select id from w) and m.id not in (select id from inserted)`);
  const mine = new Set(stored.filter((row) => row.mine).map((row) => row.id));
  return outcomes.map((outcome, i) => outcome ?? (mine.has(sends[i]!.messageId) ? undefined : refuse(409, 'chat-message-id-taken')));
}
