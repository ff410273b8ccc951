/** The caller's conversations as contract rows, each naming the other person. */
import { sql } from 'drizzle-orm';
import type { SyncRow } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { iso } from '../../sync/tables/table';

/** The caller's conversations changed after `since` (or just `onlyId`). */
export function conversationRows(db: Database, caller: Caller, since: number, onlyId?: string): Promise<SyncRow<'conversations'>[]> {
  const only = onlyId === undefined ? sql`` : sql`and c.id = ${onlyId}`;
  return selectRows(db, sql`
    select c.id, c.title, o.user_id as "withUserId", u.display_name as "withName", ${iso(sql`c.created_at`)} as "createdAt"
    from conversations c join conversation_members me on me.conversation_id = c.id and me.user_id = ${caller.id}
    left join lateral (select m.user_id from conversation_members m where m.conversation_id = c.id and m.user_id <> ${caller.id}
      order by m.user_id limit 1) o on true
    left join users u on u.id = o.user_id
    where c.organisation_id = ${caller.organisationId} ${only}
      and greatest(c.sync_version, me.sync_version, coalesce(u.sync_version, 0)) > ${since}`);
}
