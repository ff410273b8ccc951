/** People one may talk to, and finding or starting the one-to-one conversation with one of them. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatPerson } from '../../../contract/chat';
import type { SyncRow } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { conversationMembers, conversations } from '../../db/schema';
import { refuse } from '../../http/problem';
import { conversationRows } from './conversation-rows';
import { peopleFilter } from './policy';

/** The people the caller shares a batch with (admins: everyone in the organisation), by name. */
export function listPeople(db: Database, caller: Caller): Promise<ChatPerson[]> {
  return selectRows(db, sql`select u.id, u.display_name as name, u.role from users u
    where ${peopleFilter(caller)} order by u.display_name nulls last, u.id`);
}

/** The caller's conversation with `withUserId`, started if there is none; 403 for someone they share no batch with. */
export async function startConversation(db: Database, caller: Caller, withUserId: string): Promise<SyncRow<'conversations'>> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [person] = await selectRows<{ id: string }>(tx, sql`select u.id from users u where u.id = ${withUserId} and ${peopleFilter(caller)}`);
    if (!person) throw refuse(403, 'chat-no-shared-batch');
    // One conversation per pair, even when both start it at once.
    const pair = [caller.id, withUserId].sort().join('\u0001');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pair}))`);
    const [existing] = await selectRows<{ id: string }>(tx, sql`
      select c.id from conversations c
      where c.organisation_id = ${caller.organisationId}
        and (select count(*) from conversation_members m where m.conversation_id = c.id) = 2
        and exists (select 1 from conversation_members m where m.conversation_id = c.id and m.user_id = ${caller.id})
        and exists (select 1 from conversation_members m where m.conversation_id = c.id and m.user_id = ${withUserId})
      order by c.created_at limit 1`);
    const id = existing?.id ?? randomUUID();
    if (!existing) {
      await tx.insert(conversations).values({ id, organisationId: caller.organisationId });
      await tx.insert(conversationMembers).values([caller.id, withUserId].map((userId) => ({
        id: `${id}-${userId}`, organisationId: caller.organisationId, conversationId: id, userId })));
    }
    const [row] = await conversationRows(tx, caller, 0, id);
    return row!;
  });
}
